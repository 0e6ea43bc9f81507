// Preview actions: who a widget is, the page's client URL (asked once to the CMS), the editor link, the event raised.

import { atom } from 'nanostores';
import * as v from 'valibot';
import { endpointCall, parserFor } from '../../shared/http/index.ts';
import { resolveLocale } from '../../shared/i18n/locale.ts';
import { ENDPOINTS } from '../../shared/legacy/endpoints.ts';
import type { EditWidgetDetail } from '../../shared/stores/events.ts';
import { toSameOriginUrl } from '../../shared/url/guard.ts';

export type EditAction = 'section' | 'layout';
/** The CMS's answer: the page's public URL in the page language. */
const askClientUrl = endpointCall(ENDPOINTS.clientUrl, parserFor(v.string(), 'client URL'), {
  widget: 'editor-preview',
});

/** The page's public URL in the page language; null until the CMS answered (the current path meanwhile). */
export const $clientUrl = atom<string | null>(null);
let asked: Promise<string> | null = null;

const currentPath = () => window.location.pathname + window.location.search;

/** GET geturlclientbyurl(url, culture) once per page; a failure falls back to the current path. */
export function loadClientUrl(): Promise<string> {
  asked ??= askClientUrl({ fields: { url: currentPath(), culture: resolveLocale() } }).then((outcome) => {
    const url = outcome.ok ? outcome.value : currentPath();
    $clientUrl.set(url);
    return url;
  });
  return asked;
}

/** For tests: forget the answer. */
export function resetClientUrl(): void {
  asked = null;
  $clientUrl.set(null);
}

function identityOf(element: Element): Pick<EditWidgetDetail, 'tag' | 'widgetCode' | 'widgetUniqueCode'> {
  return {
    tag: element.localName,
    widgetCode: element.getAttribute('data-widget-code') ?? '',
    widgetUniqueCode: element.getAttribute('data-widget-unique-code') ?? '',
  };
}

/**
 * The editor link from the body's data-sf-editor-url template ({action}, {tag}, {widgetCode}, {widgetUniqueCode},
 * {url}, {culture}); same-origin only, else null (the event alone is raised).
 */
export function editorUrlFor(action: EditAction, element: Element, clientUrl: string): string | null {
  const template = document.body.getAttribute('data-sf-editor-url');
  if (!template) return null;
  const id = identityOf(element);
  const values: Record<string, string> = { action, ...id, url: clientUrl, culture: resolveLocale(element) };
  const filled = template.replace(/\{(\w+)\}/g, (whole, key: string) =>
    key in values ? encodeURIComponent(values[key] ?? '') : whole,
  );
  return toSameOriginUrl(filled)?.href ?? null;
}

function detailFor(action: EditAction, element: Element): EditWidgetDetail {
  const clientUrl = $clientUrl.get() ?? currentPath();
  return { ...identityOf(element), clientUrl, editorUrl: editorUrlFor(action, element, clientUrl) };
}

/** Raises sf:edit-section / sf:edit-layout on the widget (bubbling, cancelable); true when nobody cancelled it. */
export function raiseEdit(action: EditAction, element: Element): { proceed: boolean; detail: EditWidgetDetail } {
  const detail = detailFor(action, element);
  const event = new CustomEvent(action === 'section' ? 'sf:edit-section' : 'sf:edit-layout', {
    detail,
    bubbles: true,
    cancelable: true,
  });
  return { proceed: element.dispatchEvent(event), detail };
}

const SHOWN_KEY = 'sf-preview-overlays';
const readShown = (): boolean => {
  try {
    return window.sessionStorage.getItem(SHOWN_KEY) !== 'hidden';
  } catch {
    return true; // storage refused (privacy mode): overlays on, as for a first visit
  }
};

/** Whether the edit outlines and toolbars are offered; an editor's choice lasts for the tab's session. */
export const $overlaysShown = atom<boolean>(true);

/** Reads the editor's last choice (called when preview mode starts, not at import time). */
export function restoreOverlaysShown(): void {
  $overlaysShown.set(readShown());
}

export function toggleOverlays(): void {
  const shown = !$overlaysShown.get();
  $overlaysShown.set(shown);
  try {
    window.sessionStorage.setItem(SHOWN_KEY, shown ? 'shown' : 'hidden');
  } catch {
    // Not remembered across pages; the choice still holds on this one.
  }
}
