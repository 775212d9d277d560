//! The accessibility API: elements, their attributes, and the tree walk that
//! writes the [`AxTree`] shape.

use std::ffi::c_void;

use accessibility_sys::{
    AXError, AXUIElementCopyActionNames, AXUIElementCopyAttributeValue,
    AXUIElementCopyElementAtPosition, AXUIElementCopyMultipleAttributeValues,
    AXUIElementCreateApplication, AXUIElementCreateSystemWide, AXUIElementGetPid,
    AXUIElementGetTypeID, AXUIElementRef, AXUIElementSetMessagingTimeout, AXValueGetType,
    AXValueGetTypeID, AXValueGetValue, AXValueRef, kAXErrorSuccess, kAXValueTypeCGPoint,
    kAXValueTypeCGSize,
};
use core_foundation::array::{CFArray, CFArrayRef};
use core_foundation::base::{CFType, CFTypeRef, TCFType};
use core_foundation::boolean::CFBoolean;
use core_foundation::number::CFNumber;
use core_foundation::string::CFString;
use core_graphics::geometry::{CGPoint, CGSize};
use mimic_schema::secret::is_secure_role;
use mimic_schema::{Bounds, Point};

use crate::macos::MacError;
use crate::macos::input::ElementInfo;
use crate::macos::tree::{AxNode, AxValue, CutCounts, Size, WalkLimits};

/// How long one accessibility request may take before the app is considered
/// busy: an unresponsive app must not hang the observer.
const MESSAGING_TIMEOUT_S: f32 = 1.5;

/// The attributes read for every node, in one request each (the order is
/// the order of [`NodeAttrs`]).
const NODE_ATTRIBUTES: &[&str] = &[
    "AXRole",
    "AXSubrole",
    "AXRoleDescription",
    "AXTitle",
    "AXDescription",
    "AXValue",
    "AXHelp",
    "AXPlaceholderValue",
    "AXIdentifier",
    "AXEnabled",
    "AXFocused",
    "AXSelected",
    "AXPosition",
    "AXSize",
    "AXChildren",
];

/// An owned reference to an accessibility element.
pub(crate) struct Element(CFType);

impl Element {
    /// Takes ownership of an element returned by a Create or Copy function.
    fn from_create(ptr: AXUIElementRef) -> Option<Self> {
        // SAFETY: `ptr` is null or an element we own one reference to (the
        // Create rule); the wrapper releases it exactly once on drop.
        (!ptr.is_null()).then(|| Self(unsafe { CFType::wrap_under_create_rule(ptr as CFTypeRef) }))
    }

    /// Wraps an element held by someone else (an array item), retaining it.
    fn from_cf(value: &CFType) -> Option<Self> {
        // SAFETY: AXUIElementGetTypeID has no preconditions.
        let element_type = unsafe { AXUIElementGetTypeID() };
        (value.type_of() == element_type).then(|| Self(value.clone()))
    }

    pub(crate) fn as_ptr(&self) -> AXUIElementRef {
        self.0.as_CFTypeRef() as AXUIElementRef
    }

    pub(crate) fn system_wide() -> Self {
        // SAFETY: creates a new element that we own (Create rule).
        let ptr = unsafe { AXUIElementCreateSystemWide() };
        Self::from_create(ptr).expect("AXUIElementCreateSystemWide never returns NULL")
    }

    pub(crate) fn application(pid: i32) -> Self {
        // SAFETY: creates a new element that we own (Create rule); any pid is
        // accepted, a dead one yields errors on use.
        let ptr = unsafe { AXUIElementCreateApplication(pid) };
        Self::from_create(ptr).expect("AXUIElementCreateApplication never returns NULL")
    }

    pub(crate) fn set_timeout(&self, seconds: f32) {
        // SAFETY: `self` is a valid element for the call's duration.
        unsafe { AXUIElementSetMessagingTimeout(self.as_ptr(), seconds) };
    }

    pub(crate) fn pid(&self) -> Option<i32> {
        let mut pid = 0;
        // SAFETY: valid element; `pid` is a live out-pointer.
        let err = unsafe { AXUIElementGetPid(self.as_ptr(), &mut pid) };
        (err == kAXErrorSuccess).then_some(pid)
    }

    pub(crate) fn attribute(&self, name: &str) -> Result<CFType, AXError> {
        let name = CFString::new(name);
        let mut value: CFTypeRef = std::ptr::null();
        // SAFETY: valid element and attribute string; on success `value`
        // holds a reference we own (Copy rule), wrapped below.
        let err = unsafe {
            AXUIElementCopyAttributeValue(self.as_ptr(), name.as_concrete_TypeRef(), &mut value)
        };
        if err != kAXErrorSuccess || value.is_null() {
            return Err(err);
        }
        // SAFETY: non-null, owned (Copy rule).
        Ok(unsafe { CFType::wrap_under_create_rule(value) })
    }

    pub(crate) fn element(&self, name: &str) -> Option<Element> {
        Self::from_cf(&self.attribute(name).ok()?)
    }

    pub(crate) fn elements(&self, name: &str) -> Vec<Element> {
        self.attribute(name)
            .ok()
            .map(|v| array_items(&v).iter().filter_map(Self::from_cf).collect())
            .unwrap_or_default()
    }

    pub(crate) fn string(&self, name: &str) -> Option<String> {
        string(&self.attribute(name).ok()?)
    }

    pub(crate) fn frame(&self) -> Option<Bounds> {
        let p = point(&self.attribute("AXPosition").ok()?)?;
        let s = size(&self.attribute("AXSize").ok()?)?;
        Some(Bounds::new(p.x, p.y, s.width, s.height))
    }

    /// Many attributes in one request; a missing attribute is `None`.
    fn attributes(&self, names: &CFArray<CFString>) -> Result<Vec<Option<CFType>>, AXError> {
        let mut values: CFArrayRef = std::ptr::null();
        // SAFETY: valid element and array of attribute names; options 0 (keep
        // going past errors); on success `values` is an array we own.
        let err = unsafe {
            AXUIElementCopyMultipleAttributeValues(
                self.as_ptr(),
                names.as_concrete_TypeRef(),
                0,
                &mut values,
            )
        };
        if err != kAXErrorSuccess || values.is_null() {
            return Err(err);
        }
        // SAFETY: non-null array we own (Copy rule).
        let values: CFArray = unsafe { CFArray::wrap_under_create_rule(values) };
        Ok(untyped_items(&values)
            .into_iter()
            .map(|v| (!is_ax_error(&v)).then_some(v))
            .collect())
    }

    fn actions(&self) -> Vec<String> {
        let mut names: CFArrayRef = std::ptr::null();
        // SAFETY: valid element; on success `names` is an array we own.
        let err = unsafe { AXUIElementCopyActionNames(self.as_ptr(), &mut names) };
        if err != kAXErrorSuccess || names.is_null() {
            return Vec::new();
        }
        // SAFETY: non-null array we own (Copy rule).
        let names: CFArray = unsafe { CFArray::wrap_under_create_rule(names) };
        untyped_items(&names).iter().filter_map(string).collect()
    }

    /// The element at a screen point (on the system-wide element: any app).
    pub(crate) fn element_at(&self, p: Point) -> Option<Element> {
        let mut hit: AXUIElementRef = std::ptr::null_mut();
        // SAFETY: valid element; `hit` is a live out-pointer that receives an
        // element we own on success. AX takes single-precision coordinates.
        #[allow(clippy::cast_possible_truncation)]
        let err = unsafe {
            AXUIElementCopyElementAtPosition(self.as_ptr(), p.x as f32, p.y as f32, &mut hit)
        };
        if err != kAXErrorSuccess {
            return None;
        }
        Self::from_create(hit)
    }

    /// Role, subrole and frame, for naming the element an event went to.
    pub(crate) fn info(&self) -> ElementInfo {
        ElementInfo {
            role: self.string("AXRole").unwrap_or_default(),
            subrole: self.string("AXSubrole").unwrap_or_default(),
            bounds: self.frame(),
        }
    }
}

fn untyped_items(array: &CFArray) -> Vec<CFType> {
    array
        .get_all_values()
        .into_iter()
        .filter(|p| !p.is_null())
        // SAFETY: every item of a CFArray is a CF object the array retains;
        // the get rule adds our own reference.
        .map(|p| unsafe { CFType::wrap_under_get_rule(p as CFTypeRef) })
        .collect()
}

fn array_items(value: &CFType) -> Vec<CFType> {
    value
        .downcast::<CFArray>()
        .map(|a| untyped_items(&a))
        .unwrap_or_default()
}

fn string(value: &CFType) -> Option<String> {
    value.downcast::<CFString>().map(|s| s.to_string())
}

fn ax_value_type(value: &CFType) -> Option<u32> {
    // SAFETY: AXValueGetTypeID has no preconditions.
    let ax_value_type_id = unsafe { AXValueGetTypeID() };
    // SAFETY: the type check above makes `value` an AXValueRef.
    (value.type_of() == ax_value_type_id)
        .then(|| unsafe { AXValueGetType(value.as_CFTypeRef() as AXValueRef) })
}

fn is_ax_error(value: &CFType) -> bool {
    ax_value_type(value) == Some(accessibility_sys::kAXValueTypeAXError)
}

/// Reads a CGPoint/CGSize out of an AXValue of the given type.
fn ax_struct<T: Default>(value: &CFType, kind: u32) -> Option<T> {
    if ax_value_type(value)? != kind {
        return None;
    }
    let mut out = T::default();
    // SAFETY: `value` is an AXValue of `kind`, whose payload is exactly a `T`
    // (CGPoint for kAXValueTypeCGPoint, CGSize for kAXValueTypeCGSize);
    // `out` is a live, properly aligned `T`.
    let ok = unsafe {
        AXValueGetValue(
            value.as_CFTypeRef() as AXValueRef,
            kind,
            (&mut out as *mut T).cast::<c_void>(),
        )
    };
    ok.then_some(out)
}

fn point(value: &CFType) -> Option<Point> {
    ax_struct::<CGPoint>(value, kAXValueTypeCGPoint).map(|p| Point::new(p.x, p.y))
}

fn size(value: &CFType) -> Option<Size> {
    ax_struct::<CGSize>(value, kAXValueTypeCGSize).map(|s| Size {
        width: s.width,
        height: s.height,
    })
}

fn boolean(value: &CFType) -> Option<bool> {
    value.downcast::<CFBoolean>().map(bool::from)
}

fn ax_value(value: &CFType) -> Option<AxValue> {
    if let Some(b) = boolean(value) {
        return Some(AxValue::Bool(b));
    }
    if let Some(n) = value.downcast::<CFNumber>().and_then(|n| n.to_f64()) {
        return Some(AxValue::Number(n));
    }
    string(value).map(AxValue::Text)
}

/// The walk: one multiple-attribute request and one action-names request
/// per node, depth-first, within the limits.
pub(crate) struct Walker {
    limits: WalkLimits,
    names: CFArray<CFString>,
    nodes: u32,
    pub(crate) cut: CutCounts,
}

impl Walker {
    pub(crate) fn new(limits: WalkLimits) -> Self {
        let names: Vec<CFString> = NODE_ATTRIBUTES.iter().map(|n| CFString::new(n)).collect();
        Self {
            limits,
            names: CFArray::from_CFTypes(&names),
            nodes: 0,
            cut: CutCounts::default(),
        }
    }

    /// The node of `element` and, within the limits, its subtree. `only`
    /// replaces the element's own children (the application node of a
    /// window-scope walk has just the target window).
    pub(crate) fn walk(
        &mut self,
        element: &Element,
        depth: u32,
        only: Option<&[Element]>,
    ) -> Option<AxNode> {
        self.nodes += 1;
        let Ok(values) = element.attributes(&self.names) else {
            self.cut.unreadable += 1;
            return None;
        };
        let get = |i: usize| values.get(i).and_then(Option::as_ref);
        let text = |i: usize| get(i).and_then(string).filter(|s| !s.is_empty());
        let mut node = AxNode {
            role: text(0),
            subrole: text(1),
            role_description: text(2),
            title: text(3),
            description: text(4),
            value: get(5).and_then(ax_value),
            help: text(6),
            placeholder_value: text(7),
            identifier: text(8),
            enabled: get(9).and_then(boolean),
            focused: get(10).and_then(boolean),
            selected: get(11).and_then(boolean),
            position: get(12).and_then(point),
            size: get(13).and_then(size),
            actions: element.actions(),
            children: Vec::new(),
        };
        if is_secure_role(node.role(), node.subrole()) {
            // A password field's value never leaves this function.
            node.value = None;
        }
        // Menus of the menu bar are walked only while open: closed ones hold
        // hundreds of items that are not on screen.
        if node.role() == "AXMenuBarItem" && node.selected != Some(true) {
            return Some(node);
        }
        let own_children;
        let children: &[Element] = match only {
            Some(children) => children,
            None => {
                own_children = get(14)
                    .map(|v| array_items(v).iter().filter_map(Element::from_cf).collect())
                    .unwrap_or_else(Vec::new);
                &own_children
            }
        };
        if depth >= self.limits.max_depth {
            self.cut.depth += u32::try_from(children.len()).unwrap_or(u32::MAX);
            return Some(node);
        }
        for (i, child) in children.iter().enumerate() {
            if self.nodes >= self.limits.max_nodes {
                self.cut.nodes += u32::try_from(children.len() - i).unwrap_or(u32::MAX);
                break;
            }
            if let Some(child) = self.walk(child, depth + 1, None) {
                node.children.push(child);
            }
        }
        Some(node)
    }
}

/// Sets a short messaging timeout for every request this process makes.
pub(crate) fn set_global_timeout() {
    Element::system_wide().set_timeout(MESSAGING_TIMEOUT_S);
}

pub(crate) fn ax_error(call: &'static str, code: AXError) -> MacError {
    MacError::Ax { call, code }
}
