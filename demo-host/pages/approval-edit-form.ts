// The control that starts or stops editing an order for approval: a form posting to routes/session.ts, with a real
// button (keyboard and screen readers get it as one), since a GET there must change nothing.
import { html, type RawHtml } from '../html.ts';

/** `orderId` 0 stops editing; without `returnUrl` the server picks where to go next. */
export const approvalEditForm = (orderId: number, returnUrl: string | undefined, label: string): RawHtml =>
  html`<form method="post" action="/account/approval/edit" class="sf-inline-form"><input type="hidden" name="id" value="${orderId}">${returnUrl === undefined ? '' : html`<input type="hidden" name="returnUrl" value="${returnUrl}">`}<button type="submit">${label}</button></form>`;
