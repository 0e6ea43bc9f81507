// DOM reads and calls that markup cannot redirect: through the prototypes' own getters and methods, never a property
// of the node. A form's named controls shadow the form's properties ([LegacyOverrideBuiltIns]): in
// `<form><input name="childNodes">`, `form.childNodes` is the input (see shared/dom/SANITISER.md).

type Own = (this: Node, ...args: never[]) => unknown;
const found = new Map<string, Own>();

/**
 * The getter (or method) `name` as `proto` or its ancestors define it: Element.prototype's chain holds Node's too.
 * Looked up on first use (no work at import time), from this realm's prototypes.
 */
function own<T>(name: string, proto: object = Element.prototype): T {
  let fn = found.get(name);
  for (let p: object | null = proto; !fn && p; p = Object.getPrototypeOf(p)) {
    const descriptor = Object.getOwnPropertyDescriptor(p, name);
    if (descriptor) fn = (descriptor.get ?? descriptor.value) as Own;
  }
  if (!fn) throw new Error(`[storefront] this DOM has no ${name}`);
  found.set(name, fn);
  return fn as T;
}

type Read<T> = (this: Node) => T;
type Call<A extends unknown[], R = void> = (this: Node, ...args: A) => R;

export const childrenOf = (node: Node): Node[] => Array.from(own<Read<NodeList>>('childNodes').call(node));
export const parentOf = (node: Node): ParentNode | null => own<Read<ParentNode | null>>('parentNode').call(node);
export const typeOf = (node: Node): number => own<Read<number>>('nodeType').call(node);
export const documentOf = (node: Node): Document => own<Read<Document>>('ownerDocument').call(node);
export const localNameOf = (element: Element): string => own<Read<string>>('localName').call(element);
export const namespaceOf = (element: Element): string | null => own<Read<string | null>>('namespaceURI').call(element);
/** Name and value of each attribute, copied out (the element changes while they are judged). */
export const attributesOf = (element: Element): { name: string; value: string }[] =>
  Array.from(own<Read<NamedNodeMap>>('attributes').call(element), ({ name, value }) => ({ name, value }));
export const removeChildOf = (parent: Node, child: Node): void => {
  own<Call<[Node], Node>>('removeChild').call(parent, child);
};
export const removeAttributeOf = (element: Element, name: string): void =>
  own<Call<[string]>>('removeAttribute').call(element, name);
export const setAttributeOf = (element: Element, name: string, value: string): void =>
  own<Call<[string, string]>>('setAttribute').call(element, name, value);
export const getAttributeOf = (element: Element, name: string): string | null =>
  own<Call<[string], string | null>>('getAttribute').call(element, name);
export const replaceWithNodes = (element: Element, nodes: Node[]): void =>
  own<Call<Node[]>>('replaceWith').apply(element, nodes);
export const removeNode = (element: Element): void => own<Call<[]>>('remove').call(element);
export const closestOf = (element: Element, selector: string): Element | null =>
  own<Call<[string], Element | null>>('closest').call(element, selector);
export const matchesOf = (element: Element, selector: string): boolean =>
  own<Call<[string], boolean>>('matches').call(element, selector);
export const queryAllOf = (element: Element, selector: string): Element[] =>
  Array.from(own<Call<[string], NodeListOf<Element>>>('querySelectorAll').call(element, selector));

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

/**
 * A form's controls, read through HTMLFormElement's own getter: `<input name="elements">` cannot stand in for them.
 * (The sanitiser refuses such names in server HTML; the page's own markup may still carry one.)
 */
export const controlsOf = (form: HTMLFormElement): HTMLFormControlsCollection =>
  own<Read<HTMLFormControlsCollection>>('elements', HTMLFormElement.prototype).call(form);
