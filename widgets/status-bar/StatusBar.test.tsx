// sf-status-bar as a page meets it: queue, auto-hide, Esc, scrolling, loading, confirm, French, render retries.
import { act } from 'react';
import { beginLoading, confirmStatus, MessageType, showStatusMessages } from '../../shared/stores/status.ts';
import { mountHtml, settle } from '../../test/support/render.tsx';
import { define } from './define.ts';

const box = (host: HTMLElement) => host.querySelector('.sf-status-box');
const text = (host: HTMLElement) => box(host)?.textContent ?? '';

beforeAll(() => define());
beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('sf-status-bar', () => {
  it('renders its live regions before any message arrives', async () => {
    const host = await mountHtml('<sf-status-bar></sf-status-bar>');
    expect(host.querySelector('[role="status"]')).not.toBeNull();
    expect(host.querySelector('[role="alert"]')).not.toBeNull();
    expect(box(host)).toBeNull();
  });

  it('shows one box at a time, in order, and hides a success-only box after 4 s', async () => {
    const host = await mountHtml('<sf-status-bar></sf-status-bar>');
    await settle(() => {
      showStatusMessages([{ Message: 'Added to cart', Type: MessageType.SUCCESS }]);
      showStatusMessages([{ Message: 'Out of stock', Type: MessageType.ERROR }]);
    });
    expect(text(host)).toContain('Added to cart');
    expect(text(host)).not.toContain('Out of stock');
    expect(host.querySelector('[role="status"] .sf-status-box')).not.toBeNull();
    await settle(() => vi.advanceTimersByTime(3999));
    expect(text(host)).toContain('Added to cart');
    await settle(() => vi.advanceTimersByTime(1));
    expect(text(host)).toContain('Out of stock');
    expect(host.querySelector('[role="alert"] .sf-status-box')).not.toBeNull();
    await settle(() => vi.advanceTimersByTime(60000));
    expect(text(host)).toContain('Out of stock');
  });

  it('closes the shown box with Esc and with its close button', async () => {
    const host = await mountHtml('<sf-status-bar></sf-status-bar>');
    await settle(() => {
      showStatusMessages([{ Message: 'first', Type: MessageType.WARNING }]);
      showStatusMessages([{ Message: 'second', Type: MessageType.WARNING }]);
    });
    await settle(() => document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' })));
    expect(text(host)).toContain('second');
    const close = host.querySelector<HTMLButtonElement>('.sf-status-close');
    expect(close?.getAttribute('aria-label')).toBe('Close this message');
    await settle(() => close?.click());
    expect(box(host)).toBeNull();
  });

  it('scrolls with expand arrows only above 6 messages', async () => {
    const host = await mountHtml('<sf-status-bar></sf-status-bar>');
    const many = (n: number) => Array.from({ length: n }, (_, i) => ({ Message: `m${i}`, Type: MessageType.WARNING }));
    await settle(() => showStatusMessages(many(6)));
    expect(host.querySelectorAll('.sf-status-arrow')).toHaveLength(0);
    await settle(() => document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' })));
    await settle(() => showStatusMessages(many(7)));
    expect(host.querySelectorAll('.sf-status-arrow')).toHaveLength(2);
    expect(host.querySelector('.sf-status-messages')?.hasAttribute('data-scrolls')).toBe(true);
  });

  it('shows the loading message only after 500 ms of a pending request', async () => {
    const host = await mountHtml('<sf-status-bar></sf-status-bar>');
    let end = () => {};
    await settle(() => {
      end = beginLoading();
    });
    await settle(() => vi.advanceTimersByTime(499));
    expect(host.textContent).not.toContain('Loading ... Please wait.');
    await settle(() => vi.advanceTimersByTime(1));
    expect(host.textContent).toContain('Loading ... Please wait.');
    await settle(() => end());
    expect(host.textContent).not.toContain('Loading');
  });

  it('answers a confirmation with Oui / Non in French', async () => {
    const host = await mountHtml('<sf-status-bar></sf-status-bar>', 'fr');
    let answer: Promise<boolean> = Promise.resolve(false);
    await settle(() => {
      answer = confirmStatus('Remplacer le produit?');
    });
    const buttons = Array.from(host.querySelectorAll<HTMLButtonElement>('.sf-status-actions button'));
    expect(buttons.map((b) => b.textContent)).toEqual(['Oui', 'Non']);
    await settle(() => buttons[0]?.click());
    await expect(answer).resolves.toBe(true);
  });

  it.each([
    ['en', ['Ok', 'Cancel']],
    ['fr', ['Ok', 'Annuler']],
  ])('a continue-or-cancel confirmation offers Ok / Cancel (%s)', async (lang, labels) => {
    const host = await mountHtml('<sf-status-bar></sf-status-bar>', lang);
    let answer: Promise<boolean> = Promise.resolve(true);
    await settle(() => {
      answer = confirmStatus('Continue?', 'ok-cancel');
    });
    const buttons = Array.from(host.querySelectorAll<HTMLButtonElement>('.sf-status-actions button'));
    expect(buttons.map((b) => b.textContent)).toEqual(labels);
    await settle(() => buttons[1]?.click());
    await expect(answer).resolves.toBe(false);
  });

  it('Esc on a confirmation answers no', async () => {
    await mountHtml('<sf-status-bar></sf-status-bar>');
    let answer: Promise<boolean> = Promise.resolve(true);
    await settle(() => {
      answer = confirmStatus('Continue?');
    });
    await act(async () => document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' })));
    await expect(answer).resolves.toBe(false);
  });

  it('offers show/confirm/loading as element methods for page scripts', async () => {
    const host = await mountHtml('<sf-status-bar></sf-status-bar>');
    const bar = host.querySelector('sf-status-bar');
    await settle(() => bar?.show('Saved', MessageType.SUCCESS));
    expect(text(host)).toContain('Saved');
  });
});
