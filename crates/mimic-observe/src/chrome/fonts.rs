//! The fonts a browser lays text out with.
//!
//! Where a line breaks, how wide a button is and so every box and hit test of
//! an observation depend on the fonts the browser finds. Left to the machine,
//! the same page gives other boxes on a laptop with other fonts than on CI
//! (Debian's Chromium only *recommends* a font package). So by default every
//! browser mimic starts on Linux sees only the fonts mimic ships: the
//! Liberation 2 faces under `testdata/fonts/` (SIL OFL 1.1), which are
//! metric-compatible with Arial, Times New Roman and Courier New. They are
//! compiled in and written, with a fontconfig file naming nothing else, into
//! the browser's fresh profile; `FONTCONFIG_FILE` in the browser's
//! environment points at it. Web fonts a page brings (`@font-face`) load as
//! usual. Chrome on macOS lays text out with Core Text, which fontconfig does
//! not govern; there the machine's fonts apply. See `docs/observe-chrome.md`.

use std::path::{Path, PathBuf};

use super::Error;

/// Which fonts a started browser may use.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub enum Fonts {
    /// Only the fonts mimic ships (Linux); the same layout on every machine.
    #[default]
    Pinned,
    /// Whatever fonts the machine has installed.
    System,
}

macro_rules! font_files {
    ($($name:literal),* $(,)?) => {
        &[$(($name, include_bytes!(concat!("../../../../testdata/fonts/", $name)))),*]
    };
}

/// The shipped faces: file name and contents.
const PINNED_FONTS: &[(&str, &[u8])] = font_files![
    "LiberationSans-Regular.ttf",
    "LiberationSans-Bold.ttf",
    "LiberationSans-Italic.ttf",
    "LiberationSans-BoldItalic.ttf",
    "LiberationSerif-Regular.ttf",
    "LiberationSerif-Bold.ttf",
    "LiberationSerif-Italic.ttf",
    "LiberationSerif-BoldItalic.ttf",
    "LiberationMono-Regular.ttf",
    "LiberationMono-Bold.ttf",
    "LiberationMono-Italic.ttf",
    "LiberationMono-BoldItalic.ttf",
];

/// Family names that resolve to each shipped family: the generic CSS
/// families, Chromium's own defaults for them, and the metric-compatible
/// originals, so a page asking for Arial gets Arial's metrics.
const ALIASES: &[(&str, &[&str])] = &[
    (
        "Liberation Sans",
        &[
            "sans-serif",
            "sans",
            "system-ui",
            "Arial",
            "Helvetica",
            "Arimo",
        ],
    ),
    (
        "Liberation Serif",
        &["serif", "Times", "Times New Roman", "Tinos"],
    ),
    (
        "Liberation Mono",
        &[
            "monospace",
            "mono",
            "Monospace",
            "Courier",
            "Courier New",
            "Cousine",
        ],
    ),
];

/// Writes the shipped fonts and a fontconfig file naming only them into
/// `folder`; returns the value for `FONTCONFIG_FILE` in the environment of a
/// browser that should lay text out as every browser mimic starts does.
/// [`Browser::launch`](super::Browser::launch) calls it for its profile; a
/// browser started some other way (`chromium --dump-dom`) can too.
pub fn install_pinned_fonts(folder: &Path) -> Result<PathBuf, Error> {
    let dir = folder.join("mimic-fonts");
    let cache = folder.join("mimic-fontconfig-cache");
    for folder in [&dir, &cache] {
        std::fs::create_dir_all(folder).map_err(|source| Error::Io {
            path: folder.clone(),
            source,
        })?;
    }
    for (name, bytes) in PINNED_FONTS {
        let path = dir.join(name);
        std::fs::write(&path, bytes).map_err(|source| Error::Io { path, source })?;
    }
    let config = folder.join("fonts.conf");
    std::fs::write(&config, fontconfig_xml(&dir, &cache)).map_err(|source| Error::Io {
        path: config.clone(),
        source,
    })?;
    Ok(config)
}

/// A fontconfig file that loads no system configuration: one font folder,
/// one cache folder, the aliases, and fixed rendering settings so glyph
/// pixels do not follow the machine's preferences either.
fn fontconfig_xml(fonts: &Path, cache: &Path) -> String {
    let mut xml = String::from(
        "<?xml version=\"1.0\"?>\n<!DOCTYPE fontconfig SYSTEM \"urn:fontconfig:fonts.dtd\">\n<fontconfig>\n",
    );
    xml.push_str(&format!("  <dir>{}</dir>\n", xml_text(fonts)));
    xml.push_str(&format!("  <cachedir>{}</cachedir>\n", xml_text(cache)));
    for (family, names) in ALIASES {
        for name in *names {
            xml.push_str(&format!(
                "  <alias binding=\"same\"><family>{name}</family><prefer><family>{family}</family></prefer></alias>\n"
            ));
        }
    }
    xml.push_str(concat!(
        // A request naming no family, or none of the above (Chromium's
        // `system-ui`, for one), ends at Liberation Sans, as fontconfig's
        // own default configuration ends at its sans-serif.
        "  <match target=\"pattern\"><edit name=\"family\" mode=\"append_last\"><string>Liberation Sans</string></edit></match>\n",
        "  <match target=\"font\">\n",
        "    <edit name=\"antialias\" mode=\"assign\"><bool>true</bool></edit>\n",
        "    <edit name=\"hinting\" mode=\"assign\"><bool>true</bool></edit>\n",
        "    <edit name=\"hintstyle\" mode=\"assign\"><const>hintslight</const></edit>\n",
        "    <edit name=\"autohint\" mode=\"assign\"><bool>false</bool></edit>\n",
        "    <edit name=\"rgba\" mode=\"assign\"><const>none</const></edit>\n",
        "    <edit name=\"embeddedbitmap\" mode=\"assign\"><bool>false</bool></edit>\n",
        "  </match>\n",
        "</fontconfig>\n",
    ));
    xml
}

fn xml_text(path: &Path) -> String {
    path.to_string_lossy()
        .replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_committed_font_is_shipped() {
        let folder = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../testdata/fonts");
        let mut committed: Vec<String> = std::fs::read_dir(&folder)
            .unwrap()
            .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
            .filter(|name| name.ends_with(".ttf"))
            .collect();
        committed.sort();
        let mut shipped: Vec<String> = PINNED_FONTS.iter().map(|(n, _)| n.to_string()).collect();
        shipped.sort();
        assert_eq!(committed, shipped);
    }

    #[test]
    fn config_names_only_the_profile_folders_and_escapes_paths() {
        let xml = fontconfig_xml(Path::new("/tmp/a&b/fonts"), Path::new("/tmp/a&b/cache"));
        assert!(xml.contains("<dir>/tmp/a&amp;b/fonts</dir>"), "{xml}");
        assert!(
            xml.contains("<cachedir>/tmp/a&amp;b/cache</cachedir>"),
            "{xml}"
        );
        assert_eq!(xml.matches("<dir>").count(), 1);
        assert!(
            !xml.contains("<include"),
            "no system configuration is loaded"
        );
    }
}
