//! Which accessibility roles are targets, and what they are called in a
//! candidate.
//!
//! A candidate's `role` uses the ARIA / Chromium role vocabulary (`button`,
//! `textbox`, ...) so one scorer can read DOM and AX candidates alike; the
//! original `AXRole` / `AXSubrole` stay in `metadata`. Roles without an ARIA
//! counterpart keep their AX name (`AXColorWell`).

use mimic_schema::secret::is_secure_role;

/// Roles that are targets whatever actions they report. Any other element is
/// a target only when it exposes `AXPress`.
pub const ACTIONABLE_ROLES: &[&str] = &[
    "AXButton",
    "AXLink",
    "AXTextField",
    "AXTextArea",
    "AXCheckBox",
    "AXRadioButton",
    "AXPopUpButton",
    "AXMenuButton",
    "AXComboBox",
    "AXSlider",
    "AXMenuItem",
    "AXMenuBarItem",
    // Not a role Apple's headers define (tabs are AXRadioButton with subrole
    // AXTabButton), but some toolkits report it.
    "AXTab",
    "AXIncrementor",
    "AXColorWell",
    "AXDisclosureTriangle",
    // Rows of lists, outlines and tables: a click selects them (sidebars,
    // Finder lists), though they rarely expose AXPress.
    "AXRow",
];

/// Roles a person types into: their `AXValue` is typed content.
const TEXT_ENTRY_ROLES: &[&str] = &["AXTextField", "AXTextArea", "AXComboBox"];

/// Roles whose frame clips what is drawn inside it: an element is visible only
/// where every such ancestor shows it (a row scrolled out of its scroll area
/// keeps a position outside the area).
pub const CLIPPING_ROLES: &[&str] = &[
    "AXWindow",
    "AXScrollArea",
    "AXMenuBar",
    "AXMenu",
    "AXSheet",
    "AXDrawer",
    "AXPopover",
];

/// Clipping roles drawn in a window of their own, above their parent: an open
/// menu hangs below the menu bar, a popover outside its window. Their frame
/// replaces the clip instead of narrowing it.
const OWN_WINDOW_ROLES: &[&str] = &["AXWindow", "AXMenu", "AXPopover"];

/// The element that holds a web page's content (Safari, Chrome, WebKit views).
pub const WEB_AREA: &str = "AXWebArea";

pub fn is_actionable(role: &str, actions: &[String]) -> bool {
    ACTIONABLE_ROLES.contains(&role) || actions.iter().any(|a| a == "AXPress")
}

pub fn is_text_entry(role: &str, subrole: &str) -> bool {
    TEXT_ENTRY_ROLES.contains(&role) || is_secure_role(role, subrole)
}

pub fn clips_children(role: &str) -> bool {
    CLIPPING_ROLES.contains(&role)
}

pub fn has_own_window(role: &str) -> bool {
    OWN_WINDOW_ROLES.contains(&role)
}

/// The candidate role for an AX role and subrole.
pub fn candidate_role(role: &str, subrole: &str) -> String {
    // Subroles that change what the control is.
    let by_subrole = match subrole {
        "AXSearchField" => Some("searchbox"),
        "AXSecureTextField" => Some("textbox"),
        "AXSwitch" => Some("switch"),
        // A toggle button: ARIA's `button` with aria-pressed.
        "AXToggle" => Some("button"),
        "AXTabButton" => Some("tab"),
        _ => None,
    };
    let aria = by_subrole.or(match role {
        "AXButton" | "AXMenuButton" | "AXDisclosureTriangle" => Some("button"),
        "AXLink" => Some("link"),
        "AXTextField" | "AXTextArea" | "AXSecureTextField" => Some("textbox"),
        "AXCheckBox" => Some("checkbox"),
        "AXRadioButton" => Some("radio"),
        // A pop-up button is a select: Chromium calls <select> a combobox.
        "AXPopUpButton" | "AXComboBox" => Some("combobox"),
        "AXSlider" => Some("slider"),
        "AXMenuItem" | "AXMenuBarItem" => Some("menuitem"),
        "AXTab" => Some("tab"),
        "AXIncrementor" => Some("spinbutton"),
        "AXCell" => Some("cell"),
        "AXRow" => Some("row"),
        "AXImage" => Some("img"),
        "AXStaticText" => Some("text"),
        "AXGroup" => Some("group"),
        _ => None,
    });
    aria.map_or_else(|| role.to_string(), str::to_string)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn issue_roles_are_all_actionable() {
        for role in [
            "AXButton",
            "AXLink",
            "AXTextField",
            "AXTextArea",
            "AXCheckBox",
            "AXRadioButton",
            "AXPopUpButton",
            "AXComboBox",
            "AXSlider",
            "AXMenuItem",
            "AXMenuBarItem",
            "AXTab",
            "AXIncrementor",
            "AXColorWell",
            "AXDisclosureTriangle",
            "AXRow",
        ] {
            assert!(is_actionable(role, &[]), "{role}");
        }
        assert!(!is_actionable("AXGroup", &[]));
        assert!(is_actionable("AXGroup", &["AXPress".to_string()]));
        assert!(!is_actionable("AXStaticText", &["AXShowMenu".to_string()]));
    }

    #[test]
    fn roles_map_to_aria_names_and_subroles_win() {
        assert_eq!(candidate_role("AXButton", ""), "button");
        assert_eq!(candidate_role("AXTextField", "AXSearchField"), "searchbox");
        assert_eq!(
            candidate_role("AXTextField", "AXSecureTextField"),
            "textbox"
        );
        assert_eq!(candidate_role("AXCheckBox", "AXSwitch"), "switch");
        assert_eq!(candidate_role("AXRadioButton", "AXTabButton"), "tab");
        assert_eq!(candidate_role("AXColorWell", ""), "AXColorWell");
    }

    #[test]
    fn secure_fields_are_text_entry() {
        assert!(is_secure_role("AXTextField", "AXSecureTextField"));
        assert!(is_text_entry("AXTextField", "AXSecureTextField"));
        assert!(!is_text_entry("AXButton", ""));
    }
}
