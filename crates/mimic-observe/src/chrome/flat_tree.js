// Reads the top document's flat tree in mimic's isolated world, node by
// node as the DOM snapshot holds it: without user-agent shadow trees (a
// host's children are its open shadow root's, a slot's its assigned nodes)
// and without pseudo-elements. A node is named by its path: the child
// positions from the document down. Evaluates to an object of three reads.
(() => {
  const children = new Map();
  const kids = (node) => {
    let list = children.get(node);
    if (list === undefined) {
      const assigned = node.localName === 'slot' ? node.assignedNodes() : [];
      list = node.shadowRoot
        ? [...node.shadowRoot.childNodes]
        : assigned.length > 0
          ? assigned
          : [...node.childNodes];
      children.set(node, list);
    }
    return list;
  };
  // The element at a path, or null.
  const elementAt = (path) => {
    let node = document;
    for (const i of path) {
      node = kids(node)[i];
      if (node === undefined) return null;
    }
    return node.nodeType === 1 ? node : null;
  };
  return {
    // [path, localName] of each element that hosts an open shadow root.
    hosts: () => {
      const out = [];
      const walk = (node, path) => {
        if (node.nodeType === 1 && node.shadowRoot) out.push([[...path], node.localName]);
        kids(node).forEach((child, i) => {
          path.push(i);
          walk(child, path);
          path.pop();
        });
      };
      walk(document, []);
      return out;
    },
    // Per path: [localName, computedRole, computedName, isContentEditable,
    // focus-related (the focused element or its active descendant)], or
    // null when the path leads nowhere or the properties are missing.
    computed: (paths) => {
      let active = document.activeElement;
      while (active && active.shadowRoot && active.shadowRoot.activeElement) {
        active = active.shadowRoot.activeElement;
      }
      const activeDescendant = active ? active.getAttribute('aria-activedescendant') : null;
      return paths.map((path) => {
        const node = elementAt(path);
        if (node === null || typeof node.computedRole !== 'string') return null;
        const focusRelated =
          node === active || (activeDescendant !== null && node.id === activeDescendant);
        return [
          node.localName,
          node.computedRole,
          node.computedName ?? '',
          node.isContentEditable === true,
          focusRelated,
        ];
      });
    },
    // Per path: [localName, own computed zoom], or null when the path
    // leads to no element.
    zooms: (paths) =>
      paths.map((path) => {
        const node = elementAt(path);
        return node === null ? null : [node.localName, getComputedStyle(node).zoom];
      }),
  };
})()
