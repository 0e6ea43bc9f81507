// sf-cart-page under races: double submits, refresh replies out of order, typing kept across a refresh, and the
// element removed mid-request. The fake fetch ignores aborts, so stale replies really arrive.

import { ENDPOINTS } from '../../shared/legacy/endpoints.ts';
import { emitSfEvent } from '../../shared/stores/events.ts';
import { $pendingRequests, $statusQueue, dismissStatusBox } from '../../shared/stores/status.ts';
import { fakeFetch, turns } from '../../test/support/fake-fetch.ts';
import { mountHtml, settle } from '../../test/support/render.tsx';
import { typeInto } from '../../tools/dev/typing.ts';
import { define } from './define.ts';

const line = (id: number, comments: string[] = []) =>
  `<tr class="sf-cart-line" data-order-line-id="${id}"><td>Line ${id}</td><td><ul class="sf-line-comments">${comments
    .map(
      (c, i) =>
        `<li data-comment-id="${id}${i}">${c} <button type="button" class="sf-line-comment__remove" data-order-line-id="${id}" data-comment-id="${id}${i}">Remove</button></li>`,
    )
    .join(
      '',
    )}</ul><form class="sf-line-comment-form" data-order-line-id="${id}"><input name="comment" maxlength="500" aria-label="Comment"><button type="submit">Add</button></form></td></tr>`;
const content = (mark: string, lines: string[]) =>
  `<section class="sf-cart-page" data-mark="${mark}"><table><tbody>${lines.join('')}</tbody></table>
  <div class="sf-add-to-cart sf-quick-add" productcode=""><input class="sf-quick-code" name="quickCode"><input class="sf-qty" name="qty" value="" isquickaddtocart="true"><button type="button" class="sf-add-btn">Quick add</button></div></section>`;
const page = (inner: string) => `<!doctype html><html><body><sf-cart-page>${inner}</sf-cart-page></body></html>`;
const OK = { Result: 1, StatusMessages: [] };

const mountCart = () =>
  mountHtml(`<sf-cart-page data-refresh-url="/cart">${content('server', [line(1), line(2)])}</sf-cart-page>`);
const form = (host: HTMLElement, id: number) =>
  host.querySelector<HTMLFormElement>(`.sf-line-comment-form[data-order-line-id="${id}"]`);
const field = (host: HTMLElement, id: number) => form(host, id)?.querySelector<HTMLInputElement>('[name="comment"]');
const mark = (host: HTMLElement) => host.querySelector<HTMLElement>('.sf-cart-page')?.dataset.mark;
/** Types the way a shopper does: the value changes, the markup's default does not. */
const type = (input: HTMLInputElement | null | undefined, text: string) => {
  if (!input) throw new Error('field not found');
  input.focus();
  input.value = text;
  input.dispatchEvent(new Event('input', { bubbles: true }));
};

/** A comment call starts after the frame that answered its control (store.ts): lets that frame and task pass. */
const afterFrame = () => settle(() => turns());

beforeAll(() => define());

describe('sf-cart-page: double submits', () => {
  it('a double Enter in a line comment posts once', async () => {
    const { callsTo } = fakeFetch({ abort: 'ignore' });
    const host = await mountCart();
    type(field(host, 1), 'Leave at the door');
    await settle(() => {
      form(host, 1)?.requestSubmit();
      form(host, 1)?.requestSubmit();
    });
    await afterFrame();
    expect(callsTo(ENDPOINTS.addComment.path)).toHaveLength(1);
    await settle(() => callsTo(ENDPOINTS.addComment.path)[0]?.reply(OK));
    await settle(() => callsTo('/cart')[0]?.reply(page(content('after', [line(1, ['Leave at the door']), line(2)]))));
    // Once it is done, the same form posts again.
    type(field(host, 1), 'Second note');
    await settle(() => form(host, 1)?.requestSubmit());
    await afterFrame();
    expect(callsTo(ENDPOINTS.addComment.path)).toHaveLength(2);
  });

  it('a double click on a comment’s remove button posts once', async () => {
    const { callsTo } = fakeFetch({ abort: 'ignore' });
    const host = await mountHtml(
      `<sf-cart-page data-refresh-url="/cart">${content('server', [line(1, ['Note'])])}</sf-cart-page>`,
    );
    const remove = host.querySelector<HTMLButtonElement>('.sf-line-comment__remove');
    await settle(() => {
      remove?.click();
      remove?.click();
    });
    await afterFrame();
    expect(callsTo(ENDPOINTS.removeComment.path)).toHaveLength(1);
  });

  it('a double Enter in "comments on every line" posts once', async () => {
    const { callsTo } = fakeFetch({ abort: 'ignore' });
    const host = await mountCart();
    const bulk = host.querySelector<HTMLInputElement>('.sf-cart-bulk__add input');
    await settle(() => typeInto(bulk, 'Urgent'));
    const bulkForm = host.querySelector<HTMLFormElement>('.sf-cart-bulk__add');
    await settle(() => {
      bulkForm?.requestSubmit();
      bulkForm?.requestSubmit();
    });
    await afterFrame();
    expect(callsTo(ENDPOINTS.addComments.path)).toHaveLength(1);
  });
});

describe("sf-cart-page: a control's own task (an interaction answered within one frame)", () => {
  it('a line comment, a removal and "comments on every line": each call, and its loading count, waits for the next frame', async () => {
    const { callsTo } = fakeFetch({ abort: 'ignore' });
    const host = await mountHtml(
      `<sf-cart-page data-refresh-url="/cart">${content('server', [line(1, ['Note']), line(2)])}</sf-cart-page>`,
    );
    type(field(host, 2), 'Leave at the door');
    const bulk = host.querySelector<HTMLInputElement>('.sf-cart-bulk__add input');
    await settle(() => typeInto(bulk, 'Urgent'));
    vi.useFakeTimers({ toFake: ['requestAnimationFrame'] });
    onTestFinished(() => {
      vi.useRealTimers();
    });
    await settle(() => {
      form(host, 2)?.requestSubmit();
      host.querySelector<HTMLButtonElement>('.sf-line-comment__remove')?.click();
      host.querySelector<HTMLFormElement>('.sf-cart-bulk__add')?.requestSubmit();
    });
    expect($pendingRequests.get()).toBe(0);
    expect(callsTo(ENDPOINTS.addComment.path)).toHaveLength(0);
    expect(callsTo(ENDPOINTS.removeComment.path)).toHaveLength(0);
    expect(callsTo(ENDPOINTS.addComments.path)).toHaveLength(0);
    vi.advanceTimersToNextFrame();
    vi.useRealTimers();
    await turns();
    expect(callsTo(ENDPOINTS.addComment.path)).toHaveLength(1);
    expect(callsTo(ENDPOINTS.removeComment.path)).toHaveLength(1);
    expect(callsTo(ENDPOINTS.addComments.path)).toHaveLength(1);
  });
});

describe('sf-cart-page: remove all comments', () => {
  it('a double click asks once, and a yes posts once', async () => {
    const { callsTo } = fakeFetch({ abort: 'ignore' });
    const host = await mountHtml(
      `<sf-cart-page data-refresh-url="/cart">${content('server', [line(1, ['Note']), line(2, ['Other'])])}</sf-cart-page>`,
    );
    const removeAll = host.querySelector<HTMLButtonElement>('.sf-cart-bulk__remove');
    await settle(() => {
      removeAll?.click();
      removeAll?.click();
    });
    const questions = $statusQueue.get().filter((b) => b.kind === 'confirm');
    expect(questions).toHaveLength(1);
    await settle(() => dismissStatusBox(questions[0]?.id ?? 0, true));
    await afterFrame();
    expect(callsTo(ENDPOINTS.removeComments.path)).toHaveLength(1);
  });
});

describe('sf-cart-page: a refresh keeps what the shopper is typing', () => {
  it('another line’s comment and the quick-add row keep their text, focus and caret; the posted comment is emptied', async () => {
    const { callsTo } = fakeFetch({ abort: 'ignore' });
    const host = await mountCart();
    type(field(host, 1), 'Deliver to room 4');
    await settle(() => form(host, 1)?.requestSubmit());
    await afterFrame();
    // While the comment is on its way, the shopper moves on.
    type(host.querySelector<HTMLInputElement>('.sf-quick-code'), 'PEN-01');
    type(host.querySelector<HTMLInputElement>('.sf-quick-add .sf-qty'), '3');
    type(field(host, 2), 'Gift wr');
    field(host, 2)?.setSelectionRange(4, 4);
    await settle(() => callsTo(ENDPOINTS.addComment.path)[0]?.reply(OK));
    await settle(() => callsTo('/cart')[0]?.reply(page(content('after', [line(1, ['Deliver to room 4']), line(2)]))));
    expect(mark(host)).toBe('after');
    expect(field(host, 1)?.value).toBe('');
    expect(field(host, 2)?.value).toBe('Gift wr');
    expect(host.querySelector<HTMLInputElement>('.sf-quick-code')?.value).toBe('PEN-01');
    expect(host.querySelector<HTMLInputElement>('.sf-quick-add .sf-qty')?.value).toBe('3');
    expect(document.activeElement).toBe(field(host, 2));
    expect(field(host, 2)?.selectionStart).toBe(4);
  });

  it('a refresh landing while a comment posts: the posted text is emptied from the new field once it is done', async () => {
    const { callsTo } = fakeFetch({ abort: 'ignore' });
    const host = await mountCart();
    type(field(host, 1), 'Ring twice');
    await settle(() => form(host, 1)?.requestSubmit());
    await afterFrame();
    // Another widget changed the cart meanwhile: the content is replaced, the field's text carried over.
    await settle(() => emitSfEvent('sf:cart-refresh', { target: 'cart' }));
    await settle(() => callsTo('/cart')[0]?.reply(page(content('between', [line(1), line(2)]))));
    expect(mark(host)).toBe('between');
    expect(field(host, 1)?.value).toBe('Ring twice');
    await settle(() => callsTo(ENDPOINTS.addComment.path)[0]?.reply(OK));
    // Emptied before the post's own refresh, so that refresh does not carry the posted text over either.
    expect(field(host, 1)?.value).toBe('');
    await settle(() => callsTo('/cart')[1]?.reply(page(content('after', [line(1, ['Ring twice']), line(2)]))));
    expect(mark(host)).toBe('after');
    expect(field(host, 1)?.value).toBe('');
  });

  it('text typed in the field after Enter is kept when the post succeeds', async () => {
    const { callsTo } = fakeFetch({ abort: 'ignore' });
    const host = await mountCart();
    type(field(host, 1), 'Ring twice');
    await settle(() => form(host, 1)?.requestSubmit());
    await afterFrame();
    type(field(host, 1), 'Back door');
    await settle(() => callsTo(ENDPOINTS.addComment.path)[0]?.reply(OK));
    expect(field(host, 1)?.value).toBe('Back door');
    await settle(() => callsTo('/cart')[0]?.reply(page(content('after', [line(1, ['Ring twice']), line(2)]))));
    expect(field(host, 1)?.value).toBe('Back door');
    expect(document.activeElement).toBe(field(host, 1));
  });

  it('a cart refresh raised elsewhere keeps a comment being typed; a failed post keeps its own text', async () => {
    const { callsTo } = fakeFetch({ abort: 'ignore' });
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const host = await mountCart();
    type(field(host, 1), 'Fragile');
    await settle(() => form(host, 1)?.requestSubmit());
    await afterFrame();
    await settle(() => callsTo(ENDPOINTS.addComment.path)[0]?.reply('down', { status: 503 }));
    expect(callsTo('/cart')).toHaveLength(0);
    expect(field(host, 1)?.value).toBe('Fragile');
    await settle(() => emitSfEvent('sf:cart-refresh', { target: 'cart' }));
    await settle(() => callsTo('/cart')[0]?.reply(page(content('after', [line(1), line(2), line(3)]))));
    expect(host.querySelectorAll('.sf-line-comment-form')).toHaveLength(3);
    expect(field(host, 1)?.value).toBe('Fragile');
  });
});

describe('sf-cart-page: replies out of order and the element removed mid-request', () => {
  it('an older refresh reply, released last, never replaces the newer content', async () => {
    const { callsTo } = fakeFetch({ abort: 'ignore' });
    const host = await mountCart();
    await settle(() => emitSfEvent('sf:cart-refresh', { target: 'cart' }));
    await settle(() => emitSfEvent('sf:cart-refresh', { target: 'cart' }));
    const [older, newer] = callsTo('/cart');
    expect(older?.aborted()).toBe(true);
    await settle(() => newer?.reply(page(content('newer', [line(1)]))));
    await settle(() => older?.reply(page(content('older', [line(1), line(2)]))));
    expect(mark(host)).toBe('newer');
    expect(host.querySelector('.sf-cart-page__root')?.getAttribute('aria-busy')).toBe('false');
  });

  it('removed while refreshing: the refresh is aborted (the widget’s own cleanup)', async () => {
    const { callsTo } = fakeFetch({ abort: 'ignore' });
    const host = await mountCart();
    await settle(() => emitSfEvent('sf:cart-refresh', { target: 'cart' }));
    await settle(async () => {
      host.querySelector('sf-cart-page')?.remove();
      await Promise.resolve();
    });
    expect(callsTo('/cart')[0]?.aborted()).toBe(true);
  });

  it('removed while a comment posts: the post is not aborted (it changes data), and no refresh follows', async () => {
    const { callsTo } = fakeFetch({ abort: 'ignore' });
    const host = await mountCart();
    type(field(host, 1), 'Late');
    await settle(() => form(host, 1)?.requestSubmit());
    await afterFrame();
    await settle(async () => {
      host.querySelector('sf-cart-page')?.remove();
      await Promise.resolve();
    });
    const post = callsTo(ENDPOINTS.addComment.path)[0];
    expect(post?.aborted()).toBe(false);
    await settle(() => post?.reply(OK));
    expect(callsTo('/cart')).toHaveLength(0);
  });
});
