// Shopper journeys of issue 8 not yet automated: listed as todo so they show in every report (never silently skipped).
import { describe, it } from 'vitest';

describe('journeys still to write (issue 8)', () => {
  it.todo(
    'search with suggestions and quick preview → results (qs) → display mode, sort, filter → view more ×3 → product → Back restores items and scroll — not written yet (widgets/header, widgets/listing exist)',
  );
  it.todo('suggestion replies out of order → only the newest renders — not written yet (widgets/header)');
  it.todo('view more double-click → one request — not written yet (widgets/listing)');
  it.todo('category quick search (cascading selects) → the category page — not written yet (widgets/header)');
  it.todo('mega menu by keyboard, panels loaded lazily — not written yet (widgets/header)');
  it.todo(
    'keyboard-only: search → add to cart → open the cart, focus visible and returned to the opener — not written yet',
  );
  it.todo('customizer path (CUS-0034) — not written yet (widgets/add-to-cart)');
  it.todo(
    'configurator paths easyprint CUS-0001 / deskdesign FUR-0166: cookie 1 then error — not written yet (widgets/add-to-cart)',
  );
  it.todo(
    'logged in: add to quote, to a purchase list, order-line comments, message reply, logout — waiting for widgets/message-reply and the cart-page comments',
  );
  it.todo('order approval: products go to AddProductsOrderApproval and the page reloads — not written yet');
  it.todo('content-editor preview shows "Edit this section" / "Edit the layout" — waiting for widgets/editor-preview');
  it.todo('b2c vs b2b: mega-menu category links and site-specific behaviour — not written yet');
  it.todo(
    'status bar render failing → retried up to 2 times, then the error — needs a test hook in widgets/status-bar',
  );
  it.todo('axe on the open suggestions, mega menu, quantity-confirmation and customizer modals — not written yet');
});
