// Which nodes came from server HTML: the sanitiser marks every element of each fragment it returns, so a widget
// that must trust only the page's own markup (page-level tracking, the unsaved-changes prompt) can ask, whatever
// the sanitiser lets through (docs/LEGACY-MARKUP.md §0b).
import { parentOf } from './pristine-dom.ts';

// A property under a symbol of the bundle, not an attribute: markup can neither forge nor remove it, and a node
// keeps it when moved. (A property rather than a WeakSet: a DOM implementation may hand out a wrapper for an
// element, a form in happy-dom, which a set would take for another object.)
const FROM_SERVER = Symbol('sf-from-server');
type Marked = { [FROM_SERVER]?: true };

/** Marks the fragment's elements (the sanitiser calls this on each fragment before handing it out). */
export function markFromServer(fragment: DocumentFragment): void {
  for (const element of Array.from(fragment.querySelectorAll('*'))) (element as Marked)[FROM_SERVER] = true;
}

/** True when the node, or one of its ancestors, came from server HTML. */
export function isFromServer(node: Node): boolean {
  for (let n: Node | null = node; n; n = parentOf(n)) if ((n as Marked)[FROM_SERVER] === true) return true;
  return false;
}
