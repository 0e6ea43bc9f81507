// The corpus judge, run where the engine parses: sets up a page with its own form, button and heading above the place
// server HTML goes, inserts each case through the one sanitiser and lists every way the result breaks its promise.
import { insertHtml, parseFragment } from '../../shared/dom/html.ts';
import { problemsIn } from '../support/sanitised.ts';
import { CORPUS, type CorpusCase } from './sanitiser-corpus.ts';

export interface CaseResult {
  id: string;
  problems: string[];
}

/** The bundle's fixed, topmost rules (as its CSS ships them), so that a borrowed class would show as a layer. */
const BUNDLE_LAYERS =
  '.sf-preview-toggle, .sf-overlay, .sf-listing__back-to-top, sf-status-bar, .sf-status-bar, .sf-ehf-popover { position: fixed; inset: 0; z-index: 2147483001; }';
/** The page's own controls a fragment must never reach. */
const PAGE =
  '<form id="f" action="/checkout" method="post"><input name="ShipToId" value="1"><button id="place-order" type="submit">Order</button></form>' +
  '<h2 id="title">Page title</h2><main id="corpus-target"></main>';
const STATE = '[data-sf-changed], [data-sf-island], [data-sf-asleep], [data-sf-preview-active], [data-sf-edit]';
const PAGE_LEVEL_TRACK = ['view_cart', 'begin_checkout', 'purchase'];
const ARIA_REFERENCES = ['aria-labelledby', 'aria-describedby', 'aria-owns', 'aria-activedescendant', 'aria-controls'];

declare global {
  interface Window {
    sfRan(): void;
  }
}

let ran = 0;

/** The corpus page: its own markup, and every way a payload could run counted (alert, confirm, prompt, sfRan). */
function setUpPage(): HTMLElement {
  const style = document.createElement('style');
  style.textContent = BUNDLE_LAYERS;
  document.head.append(style);
  document.body.innerHTML = PAGE;
  window.sfRan = () => {
    ran++;
  };
  window.alert = window.sfRan;
  window.confirm = () => {
    ran++;
    return false;
  };
  window.prompt = () => {
    ran++;
    return null;
  };
  return document.getElementById('corpus-target') as HTMLElement;
}

/** Every image that survived has loaded or failed (so an onerror left behind would have run), or 3 s passed. */
function imagesSettled(root: Element): Promise<unknown> {
  const pending = Array.from(root.querySelectorAll('img')).filter((img) => !img.complete);
  return Promise.race([
    Promise.all(
      pending.map(
        (img) =>
          new Promise((done) => {
            img.addEventListener('load', done);
            img.addEventListener('error', done);
          }),
      ),
    ),
    new Promise((done) => setTimeout(done, 3000)),
  ]);
}

function references(target: Element): string[] {
  const problems: string[] = [];
  const outside = (el: Element | null | undefined) => !!el && !target.contains(el);
  for (const el of Array.from(target.querySelectorAll('*'))) {
    const form = (el as Partial<HTMLInputElement>).form;
    if (outside(form)) problems.push(`<${el.localName}> is a control of the page's form`);
    if (el instanceof HTMLLabelElement && outside(el.control)) problems.push('<label> clicks a control of the page');
    for (const attr of ARIA_REFERENCES) {
      for (const id of el.getAttribute(attr)?.split(/\s+/).filter(Boolean) ?? [])
        if (outside(document.getElementById(id))) problems.push(`<${el.localName} ${attr}> names the page's #${id}`);
    }
    const position = getComputedStyle(el).position;
    if (position === 'fixed' || position === 'sticky') problems.push(`<${el.localName}> is laid out ${position}`);
  }
  return problems;
}

async function judge(target: HTMLElement, c: CorpusCase, settle: boolean): Promise<string[]> {
  const before = { ran, base: document.baseURI, href: location.href };
  insertHtml(target, c.html, 'replace', `/corpus/${c.id}`);
  const problems = [...problemsIn(target), ...references(target)];
  // Serialised and parsed again with no sanitiser: a namespace or raw-text trick (mXSS) would show here.
  const again = document.createElement('template');
  again.innerHTML = target.innerHTML;
  problems.push(...problemsIn(again.content).map((p) => `re-parsed: ${p}`));
  const twice = document.createElement('div');
  twice.append(parseFragment(target.innerHTML));
  if (twice.innerHTML !== target.innerHTML) problems.push(`changes when sanitised again: ${twice.innerHTML}`);
  if (target.querySelector(STATE)) problems.push('carries a state mark of the bundle');
  for (const el of Array.from(target.querySelectorAll('[data-sf-track]')))
    if (PAGE_LEVEL_TRACK.includes(el.getAttribute('data-sf-track') ?? '')) problems.push('page-level tracking');
  if (c.gone && target.querySelector(c.gone)) problems.push(`left ${c.gone}: ${target.innerHTML}`);
  for (const kept of c.kept?.split(', ') ?? [])
    if (!target.querySelector(kept)) problems.push(`lost ${kept}: ${target.innerHTML}`);
  if (settle) await imagesSettled(target);
  if (ran !== before.ran) problems.push(`ran ${ran - before.ran} time(s)`);
  if (document.baseURI !== before.base) problems.push(`base URL became ${document.baseURI}`);
  if (location.href !== before.href) problems.push(`navigated to ${location.href}`);
  return problems;
}

/** Judges every case (or those named) and returns one result per case; the console is quiet meanwhile. */
export async function runCorpus(ids?: readonly string[], { settle = true } = {}): Promise<CaseResult[]> {
  const target = document.getElementById('corpus-target') ?? setUpPage();
  const warn = console.warn;
  console.warn = () => {}; // one "scripts removed" line per case is expected
  try {
    const results: CaseResult[] = [];
    for (const c of CORPUS) {
      if (ids && !ids.includes(c.id)) continue;
      // A sanitiser that throws on a case fails it (the widget's insertion would fail with it); the next case goes on.
      const problems = await judge(target, c, settle).catch((error: unknown) => [`threw: ${String(error)}`]);
      results.push({ id: c.id, problems });
    }
    return results;
  } finally {
    console.warn = warn;
  }
}
