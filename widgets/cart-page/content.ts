// Reads the cart page's server markup: its order lines, their comments, and the refreshed content of a page reply.
import { parsePositiveWhole } from '../../shared/config/legacy-values.ts';
import { parseFragment } from '../../shared/dom/index.ts';
import { ReplyShapeError } from '../../shared/http/index.ts';
import type { LineCommentRemoval } from './api.ts';

export const COMMENT_FORM = '.sf-line-comment-form[data-order-line-id]';
export const COMMENT_REMOVE = '.sf-line-comment__remove[data-order-line-id][data-comment-id]';

const positiveInt = (raw: string | null | undefined): number | null => parsePositiveWhole(raw) ?? null;

/** The serialised HTML of the children the server rendered inside the tag. */
export function htmlOf(fragment: DocumentFragment | null): string {
  const holder = document.createElement('div');
  if (fragment) holder.append(fragment.cloneNode(true));
  return holder.innerHTML;
}

/** Order line ids of the lines the shopper may comment on (those with a comment form). */
export function commentableLines(root: ParentNode): number[] {
  return Array.from(root.querySelectorAll<HTMLElement>(COMMENT_FORM))
    .map((form) => positiveInt(form.dataset.orderLineId))
    .filter((id): id is number => id !== null);
}

/** The comment field of an order line as the content holds it now (a refresh replaces the one that was submitted). */
export function commentFieldOf(root: ParentNode, orderLineId: number): HTMLInputElement | null {
  for (const form of root.querySelectorAll<HTMLElement>(COMMENT_FORM))
    if (positiveInt(form.dataset.orderLineId) === orderLineId)
      return form.querySelector<HTMLInputElement>('[name="comment"]');
  return null;
}

/** Every comment shown, as removal pairs. */
export function shownComments(root: ParentNode): LineCommentRemoval[] {
  return Array.from(root.querySelectorAll<HTMLElement>(COMMENT_REMOVE)).flatMap((button) => {
    const line = positiveInt(button.dataset.orderLineId);
    const comment = positiveInt(button.dataset.commentId);
    return line && comment ? [{ OrderLineId: line, CommentId: comment }] : [];
  });
}

export function removalOf(button: HTMLElement): LineCommentRemoval | null {
  const line = positiveInt(button.dataset.orderLineId);
  const comment = positiveInt(button.dataset.commentId);
  return line && comment ? { OrderLineId: line, CommentId: comment } : null;
}

export const lineOfForm = (form: HTMLElement): number | null => positiveInt(form.dataset.orderLineId);

/**
 * The cart content in a whole page reply: the inside of its <sf-cart-page>, else (a page that has not wrapped it
 * yet) the server's section.sf-cart-page itself. A reply with neither is not a cart page.
 */
export function extractCartContent(pageHtml: unknown): string {
  if (typeof pageHtml !== 'string') throw new ReplyShapeError('expected the cart page HTML');
  const page = parseFragment(pageHtml);
  const tag = page.querySelector('sf-cart-page');
  if (tag) return tag.innerHTML;
  const section = page.querySelector('.sf-cart-page');
  if (section) return section.outerHTML;
  throw new ReplyShapeError('the reply holds no cart page content');
}
