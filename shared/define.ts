// Turns a widget component into an idempotently defined sf-* custom element (r2wc), handing it its host.
import r2wc from '@r2wc/react-to-web-component';
import type { ComponentType } from 'react';

/** The custom element: the server-rendered children it had before mounting are kept in serverContent. */
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

/** Defines the tag once (a second bundle on the page reuses the first definition); methods become the element's API. */
export function defineWidget(
  tag: `sf-${string}`,
  component: ComponentType<WidgetProps>,
  methods: object = {},
  options: WidgetOptions = {},
): CustomElementConstructor {
  const existing = customElements.get(tag);
  if (existing) return existing;
  const Base = r2wc(component as ComponentType<{ container?: HTMLElement }>, { props: {} }) as {
    new (): HTMLElement & { connectedCallback(): void; disconnectedCallback(): void };
  };
  class Widget extends Base implements WidgetHost {
    serverContent: DocumentFragment | null = null;
    #adopted = false;
    override connectedCallback(): void {
      // Defined while the parser is still inside this tag (a synchronous bundle): wait for its children.
      if (!this.#adopted && document.readyState === 'loading') {
        document.addEventListener('DOMContentLoaded', () => this.isConnected && this.connectedCallback(), {
          once: true,
        });
        return;
      }
      // React clears its container on first render: keep what the server put inside so the widget can enhance it.
      if (!this.#adopted) {
        this.#adopted = true;
        const fragment = document.createDocumentFragment();
        fragment.append(...Array.from(this.childNodes));
        this.serverContent = fragment;
      }
      options.connected?.(this);
      super.connectedCallback();
    }
    override disconnectedCallback(): void {
      // Unmount after the current task: a React tree removing this element is still rendering, and an element
      // that is only moved (removed then re-inserted) keeps its state.
      queueMicrotask(() => {
        if (!this.isConnected) super.disconnectedCallback();
      });
    }
  }
  Object.assign(Widget.prototype, methods);
  customElements.define(tag, Widget);
  return Widget;
}
