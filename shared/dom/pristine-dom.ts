// DOM reads and calls that markup cannot redirect: through the prototypes' own getters and methods, never a property
// of the node. A form's named controls shadow the form's properties ([LegacyOverrideBuiltIns]): in
// `<form><input name="childNodes">`, `form.childNodes` is the input (see shared/dom/SANITISER.md).

interface Pristine {
  childNodes: (this: Node) => NodeListOf<ChildNode>;
  parentNode: (this: Node) => ParentNode | null;
  nodeType: (this: Node) => number;
  ownerDocument: (this: Node) => Document;
  attributes: (this: Element) => NamedNodeMap;
  localName: (this: Element) => string;
  namespaceURI: (this: Element) => string | null;
  removeChild: Node['removeChild'];
  removeAttribute: Element['removeAttribute'];
  setAttribute: Element['setAttribute'];
  getAttribute: Element['getAttribute'];
  replaceWith: Element['replaceWith'];
  remove: Element['remove'];
  closest: Element['closest'];
  querySelectorAll: Element['querySelectorAll'];
}

let pristine: Pristine | undefined;

/** The getter (or method) `name` as `proto` or its ancestors define it. */
function own<T>(proto: object | null, name: string): T {
  for (let p = proto; p; p = Object.getPrototypeOf(p)) {
    const found = Object.getOwnPropertyDescriptor(p, name);
    if (found) return (found.get ?? found.value) as T;
  }
  throw new Error(`[storefront] this DOM has no ${name}`);
}

/** Read on first use (no work at import time), from this realm's prototypes. */
function dom(): Pristine {
  if (pristine) return pristine;
  const node = Node.prototype;
  const element = Element.prototype;
  pristine = {
    childNodes: own(node, 'childNodes'),
    parentNode: own(node, 'parentNode'),
    nodeType: own(node, 'nodeType'),
    ownerDocument: own(node, 'ownerDocument'),
    attributes: own(element, 'attributes'),
    localName: own(element, 'localName'),
    namespaceURI: own(element, 'namespaceURI'),
    removeChild: own(node, 'removeChild'),
    removeAttribute: own(element, 'removeAttribute'),
    setAttribute: own(element, 'setAttribute'),
    getAttribute: own(element, 'getAttribute'),
    replaceWith: own(element, 'replaceWith'),
    remove: own(element, 'remove'),
    closest: own(element, 'closest'),
    querySelectorAll: own(element, 'querySelectorAll'),
  };
  return pristine;
}

export const childrenOf = (node: Node): Node[] => Array.from(dom().childNodes.call(node));
export const parentOf = (node: Node): ParentNode | null => dom().parentNode.call(node);
export const typeOf = (node: Node): number => dom().nodeType.call(node);
export const documentOf = (node: Node): Document => dom().ownerDocument.call(node);
export const localNameOf = (element: Element): string => dom().localName.call(element);
export const namespaceOf = (element: Element): string | null => dom().namespaceURI.call(element);
/** Name and value of each attribute, copied out (the element changes while they are judged). */
export const attributesOf = (element: Element): { name: string; value: string }[] =>
  Array.from(dom().attributes.call(element), ({ name, value }) => ({ name, value }));
export const removeChildOf = (parent: Node, child: Node): void => {
  dom().removeChild.call(parent, child);
};
export const removeAttributeOf = (element: Element, name: string): void => dom().removeAttribute.call(element, name);
export const setAttributeOf = (element: Element, name: string, value: string): void =>
  dom().setAttribute.call(element, name, value);
export const getAttributeOf = (element: Element, name: string): string | null => dom().getAttribute.call(element, name);
export const replaceWithNodes = (element: Element, nodes: Node[]): void => dom().replaceWith.apply(element, nodes);
export const removeNode = (element: Element): void => dom().remove.call(element);
export const closestOf = (element: Element, selector: string): Element | null => dom().closest.call(element, selector);
export const queryAllOf = (element: Element, selector: string): Element[] =>
  Array.from(dom().querySelectorAll.call(element, selector));

/**
 * A form whose own properties are shadowed by a named control (DOMPurify's `_isClobbered`, extended to every property
 * the sanitiser and the widgets read): read here on purpose through the element itself, to see what the page would.
 */
export function isClobbered(form: Element): boolean {
  const f = form as unknown as Record<string, unknown>;
  const methods = ['removeAttribute', 'setAttribute', 'getAttribute', 'hasAttribute', 'replaceWith', 'remove'];
  return (
    !(f.attributes instanceof NamedNodeMap) ||
    !(f.childNodes instanceof NodeList) ||
    typeof f.nodeName !== 'string' ||
    typeof f.localName !== 'string' ||
    typeof f.namespaceURI !== 'string' ||
    typeof f.nodeType !== 'number' ||
    typeof f.textContent !== 'string' ||
    f.parentNode !== parentOf(form) ||
    !(f.elements instanceof HTMLCollection) ||
    methods.some((m) => typeof f[m] !== 'function')
  );
}

let formControls: ((this: HTMLFormElement) => HTMLFormControlsCollection) | undefined;

/**
 * A form's controls, read through HTMLFormElement's own getter: `<input name="elements">` cannot stand in for them.
 * (The sanitiser refuses such names in server HTML; the page's own markup may still carry one.)
 */
export function controlsOf(form: HTMLFormElement): HTMLFormControlsCollection {
  formControls ??= own<(this: HTMLFormElement) => HTMLFormControlsCollection>(HTMLFormElement.prototype, 'elements');
  return formControls.call(form);
}
