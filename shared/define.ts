// Turns a widget component into an idempotently defined sf-* custom element (r2wc), handing it its host.
import r2wc from '@r2wc/react-to-web-component';
import { type ComponentType, createElement, startTransition, useLayoutEffect } from 'react';
import { createSliceQueue } from './dom/tasks.ts';

/** The custom element: a copy of the server-rendered children it had before mounting is kept in serverContent. */
export interface WidgetHost extends HTMLElement {
  serverContent: DocumentFragment | null;
}
export interface WidgetProps {
  container: WidgetHost;
}

export interface WidgetOptions {
  /**
   * Runs synchronously when the element connects, before React renders (which it does in a later task, one root at
   * a time): for work that must see every element inserted in the same task, such as batching their requests.
   */
  connected?: (host: WidgetHost) => void;
}

/** Set on a widget's element once its island has committed (its server children are gone by then). */
export const ISLAND_ATTRIBUTE = 'data-sf-island';

// Hosts whose component has rendered at least once (preact renders during connectedCallback, React later), and
// each defined element class's component.
const rendered = new WeakSet<HTMLElement>();
/** Hosts whose server markup had the focus when their island mounted: how to find that control in the island. */
const focusedAtTakeover = new WeakMap<HTMLElement, string>();
const components = new WeakMap<object, ComponentType<WidgetProps>>();
/**
 * Islands mount in slices after a yield, in connection order: a define() upgrades every instance of its tag at
 * once, and rendering them all in that task (preact renders synchronously) made one long task per page.
 */
const mounts = createSliceQueue({
  onError: (error) => console.error('[storefront] an island could not mount:', error),
});

/** Resolves once every island connected so far has mounted (tests wait for it where a page would just go on). */
export const islandsMounted = (): Promise<void> => mounts.drained();

let inert: Document | null = null;
/**
 * Where the copies of server children live: a document without a window loads no image and upgrades no element, so
 * copying a listing's products costs a fifth of a copy in the page (20 ms at 4× CPU). Moving a node into the page
 * adopts it, and it behaves as the server's own from then on.
 */
function inertDocument(): Document {
  inert ??= document.implementation.createHTMLDocument('');
  return inert;
}

/** Renders the host's component; marks the host once that first render has committed. */
function Island(props: WidgetProps) {
  rendered.add(props.container);
  // After the first commit, before it is painted: page CSS can reserve the island's size until then
  // (`sf-header:not([data-sf-island])`), so the takeover moves nothing.
  useLayoutEffect(() => {
    props.container.setAttribute(ISLAND_ATTRIBUTE, '');
    refocus(props.container);
  }, [props.container]);
  const component = components.get(props.container.constructor);
  return component ? createElement(component, props) : null;
}

/**
 * The selector of a focused server control that finds the same control in the island (its id, a link's href, a
 * field's name); null when it has none of these.
 */
function sameControl(focused: Element): string | null {
  const quoted = (value: string) => `"${CSS.escape(value)}"`;
  if (focused.id) return `#${CSS.escape(focused.id)}`;
  const href = focused.localName === 'a' ? focused.getAttribute('href') : null;
  if (href) return `a[href=${quoted(href)}]`;
  const name = focused.getAttribute('name');
  return name ? `${focused.localName}[name=${quoted(name)}]` : null;
}

/**
 * A shopper who reached the server's markup with the keyboard before the island took over (it may have woken it)
 * stays where they were: the takeover replaced the focused control, so its match in the island gets the focus.
 */
function refocus(host: HTMLElement): void {
  const selector = focusedAtTakeover.get(host);
  focusedAtTakeover.delete(host);
  const active = host.ownerDocument.activeElement;
  if (!selector || (active && active !== host.ownerDocument.body && active.isConnected)) return;
  const match = host.querySelector(selector);
  if (match instanceof HTMLElement) match.focus({ preventScroll: true });
}

/** Defines the tag once (a second bundle on the page reuses the first definition); methods become the element's API. */
export function defineWidget(
  tag: `sf-${string}`,
  component: ComponentType<WidgetProps>,
  methods: object = {},
  options: WidgetOptions = {},
): CustomElementConstructor {
  const existing = customElements.get(tag);
  if (existing) return existing;
  const Base = r2wc(Island as ComponentType<{ container?: HTMLElement }>, { props: {} }) as {
    new (): HTMLElement & { connectedCallback(): void; disconnectedCallback(): void };
  };
  class Widget extends Base implements WidgetHost {
    serverContent: DocumentFragment | null = null;
    #adopted = false;
    /** The server's children taken over at the first connection, until the mount that replaces them. */
    #server: ChildNode[] = [];
    #queued = false;
    override connectedCallback(): void {
      // Defined while the parser is still inside this tag (a synchronous bundle): wait for its children.
      if (!this.#adopted && document.readyState === 'loading') {
        document.addEventListener('DOMContentLoaded', () => this.isConnected && this.connectedCallback(), {
          once: true,
        });
        return;
      }
      // The server's children stay in place, visible and usable, until the island's first commit replaces them
      // (React clears its container in that commit): moving them out earlier collapses the element and it regrows
      // a task later, a layout shift. The widget enhances a copy of them.
      if (!this.#adopted) {
        this.#adopted = true;
        this.#server = Array.from(this.childNodes);
        const inert = inertDocument();
        const fragment = inert.createDocumentFragment();
        fragment.append(...this.#server.map((node) => inert.importNode(node, true)));
        this.serverContent = fragment;
      }
      options.connected?.(this);
      if (this.#queued) return;
      this.#queued = true;
      mounts.add(() => this.#mount());
    }
    #mount(): void {
      this.#queued = false;
      // Removed again before its turn came: a later connection queues it anew.
      if (!this.isConnected) return;
      const server = this.#server;
      this.#server = [];
      const focused = this.ownerDocument.activeElement;
      const control = focused && focused !== this && this.contains(focused) ? sameControl(focused) : null;
      if (control) focusedAtTakeover.set(this, control);
      // Detached while mounting so a renderer that commits at once (preact) starts from an empty container rather
      // than reusing the server's elements; put back, in the same task, when the first commit comes later (React).
      for (const node of server) node.remove();
      // React renders a transition in time slices that yield to the browser (a default render is one task, and the
      // header alone made a long task on a slow phone); preact/compat runs the callback as is and renders at once.
      startTransition(() => super.connectedCallback());
      if (!rendered.has(this)) this.prepend(...server.filter((node) => !node.isConnected));
    }
    override disconnectedCallback(): void {
      // Unmount after the current task: a React tree removing this element is still rendering, and an element
      // that is only moved (removed then re-inserted) keeps its state.
      queueMicrotask(() => {
        if (!this.isConnected) super.disconnectedCallback();
      });
    }
  }
  components.set(Widget, component);
  Object.assign(Widget.prototype, methods);
  customElements.define(tag, Widget);
  return Widget;
}
