// The overlay layers of delegated behaviours: defined elements, so a page's `:not(:defined)` rule never hides them.
import { act } from 'react';
import { renderOverlay } from './overlay.tsx';

it('renders into an sf-overlay layer that is a defined element', async () => {
  await act(async () => renderOverlay('test-layer', <p className="sf-test-content">Hello</p>));
  const layer = document.querySelector('sf-overlay[data-layer="test-layer"]');
  expect(layer?.querySelector('.sf-test-content')?.textContent).toBe('Hello');
  // A CMS page commonly hides undefined custom elements until their script runs: `:not(:defined)`.
  // (happy-dom does not match `:defined`; the Chromium suite checks the rule itself.)
  const defined = customElements.get('sf-overlay');
  expect(defined).toBeDefined();
  expect(layer).toBeInstanceOf(defined as CustomElementConstructor);
});
