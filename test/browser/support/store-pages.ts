// Helpers for the store-pages suite: native form posts, the focused element, status-bar yes/no boxes, window.dataLayer.
import type { Locator, Page } from 'playwright-core';
import { formOf } from './routes.ts';
import type { Session } from './session.ts';

interface FormPost {
  path: string;
  fields: Record<string, string>;
}

/**
 * Records the native (non-fetch) form posts the page sends to a path: session.calls() only sees fetch(),
 * while server forms post by navigating.
 */
export function recordFormPosts(page: Page, path: string): FormPost[] {
  const posts: FormPost[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'POST' || request.resourceType() !== 'document') return;
    const url = new URL(request.url());
    if (url.pathname === path) posts.push({ path: url.pathname, fields: formOf(request.postData()) });
  });
  return posts;
}

/** The id (or, without one, the name) of the element that has focus. */
export const focusedField = (page: Page): Promise<string> =>
  page.evaluate(() => {
    const el = document.activeElement;
    return el?.id || el?.getAttribute('name') || el?.localName || '';
  });

/** The text of the element(s) a field names in aria-describedby. */
export const describedText = (field: Locator): Promise<string> =>
  field.evaluate((el) =>
    (el.getAttribute('aria-describedby') ?? '')
      .split(/\s+/)
      .filter(Boolean)
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' '),
  );

/** The status bar's yes/no box showing a question, with its two buttons (in the session's language). */
/** A status-bar question and its two answers: Yes / No, or Ok / Cancel for the continue-or-cancel warnings. */
export function confirmBox(s: Session, question: string, answers: 'yes-no' | 'ok-cancel' = 'yes-no') {
  const box = s.page.locator('sf-status-bar .sf-status-box[data-kind="confirm"]').filter({ hasText: question });
  const [yes, no] =
    answers === 'ok-cancel'
      ? [s.pick('Ok', 'Ok'), s.pick('Cancel', 'Annuler')]
      : [s.pick('Yes', 'Oui'), s.pick('No', 'Non')];
  return {
    box,
    yes: box.getByRole('button', { name: yes, exact: true }),
    no: box.getByRole('button', { name: no, exact: true }),
  };
}

/** The external-link question (widgets/page-helpers/README.md) in English and in French, as the shared catalogue has it. */
export const EXTERNAL_LINK_TEXT = {
  en: 'This is an external link. If you continue, an new tab will be open to this link. Are you sure you want to continue?',
  fr: 'Ceci est un lien externe. Si vous continuez, un nouvel onglet s’ouvrira vers ce lien. Voulez-vous vraiment continuer?',
} as const;
export const UNSAVED_CHANGES_TEXT = {
  en: 'Changes have been made. All changes will be lost. Are you sure you want to continue without saving?',
  fr: 'Des modifications ont été apportées. Toutes les modifications seront perdues. Voulez-vous vraiment continuer sans enregistrer?',
} as const;

interface LayerEvent {
  event: string;
  ecommerce: Record<string, unknown> & { items?: Record<string, unknown>[] };
}

/** window.dataLayer as the page holds it (undefined when nothing created it). */
export const dataLayer = (page: Page): Promise<unknown[] | undefined> =>
  page.evaluate(() => {
    const layer = (window as unknown as { dataLayer?: unknown }).dataLayer;
    return Array.isArray(layer) ? (JSON.parse(JSON.stringify(layer)) as unknown[]) : undefined;
  });

/** The named events of window.dataLayer (the `{ ecommerce: null }` resets left out). */
export async function layerEvents(page: Page, name?: string): Promise<LayerEvent[]> {
  const layer = (await dataLayer(page)) ?? [];
  return layer.filter(
    (e): e is LayerEvent =>
      typeof e === 'object' && e !== null && 'event' in e && (name === undefined || e.event === name),
  );
}
