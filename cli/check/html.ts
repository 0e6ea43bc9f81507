// The page as parse5 reads it (the HTML standard's parser, the one browsers follow), with each element's and attribute's
// place in the source, in a tree css-select can run the manifests' selectors on.
import { selectAll } from 'css-select';
import { type ParserError, parse } from 'parse5';
import { adapter, type Htmlparser2TreeAdapterMap } from 'parse5-htmlparser2-tree-adapter';

export type Element = Htmlparser2TreeAdapterMap['element'];
type Node = Htmlparser2TreeAdapterMap['node'];
type Document = Htmlparser2TreeAdapterMap['document'];

/** The elements under `root` (itself excluded) that a CSS selector matches, in source order. */
export const select = (query: string, root: Node): Element[] => selectAll<Node, Element>(query, root);

export interface Page {
  document: Document;
  /** Every element, in source order. */
  elements: Element[];
  /** parse5's own errors that matter to the widgets (an attribute written twice). */
  duplicateAttributes: { line: number; column: number; offset: number }[];
}

export function parsePage(html: string): Page {
  const duplicateAttributes: Page['duplicateAttributes'] = [];
  const onParseError = (error: ParserError) => {
    if (error.code === 'duplicate-attribute')
      duplicateAttributes.push({ line: error.startLine, column: error.startCol, offset: error.startOffset });
  };
  const document = parse(html, { sourceCodeLocationInfo: true, treeAdapter: adapter, onParseError });
  return { document, elements: select('*', document), duplicateAttributes };
}

/** The element whose start tag holds this offset of the source. */
export function elementAt(page: Page, offset: number): Element | undefined {
  return page.elements.find((e) => {
    const tag = e.sourceCodeLocation?.startTag;
    return tag !== undefined && tag.startOffset <= offset && offset <= tag.endOffset;
  });
}

/** Where an element starts, or one of its attributes when named (1-based line and column). */
export function positionOf(element: Element, attribute?: string): { line: number; column: number } {
  // parse5 records each attribute's place too (sourceCodeLocationInfo); domhandler's type leaves it out.
  const location = element.sourceCodeLocation as
    | (NonNullable<Element['sourceCodeLocation']> & { attrs?: Record<string, { startLine: number; startCol: number }> })
    | null
    | undefined;
  const at = (attribute && location?.attrs?.[attribute]) || location;
  // parse5 makes <html>, <head> and <body> itself when the source has none: they have no place of their own.
  return { line: at?.startLine ?? 1, column: at?.startCol ?? 1 };
}

/**
 * The element as the widgets' own readers take it (readConfig, loadOnOf, readSectionItem): they read attributes
 * only, so a plain stand-in lets them run here without a DOM, as widgets/listing/request-body.ts does for the bench.
 */
export function asDomElement(element: Element): HTMLElement {
  const attribs = element.attribs;
  const dataset: Record<string, string> = {};
  for (const [name, value] of Object.entries(attribs)) {
    if (name.startsWith('data-'))
      dataset[name.slice(5).replace(/-([a-z])/g, (_, c: string) => c.toUpperCase())] = value;
  }
  const standIn = {
    localName: element.name,
    tagName: element.name.toUpperCase(),
    dataset,
    getAttribute: (name: string) => (Object.hasOwn(attribs, name) ? (attribs[name] ?? null) : null),
    hasAttribute: (name: string) => Object.hasOwn(attribs, name),
  };
  return standIn as unknown as HTMLElement;
}
