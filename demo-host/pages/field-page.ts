// The editors' field page: the charts a CMS team looks at (drawn by field/charts.client.ts from the figures' data
// block) and, under each, the caption and data table that say the same in text.
import { noiseLabel } from '../field/browser-noise.ts';
import type { FieldFigures } from '../field/figures.ts';
import { FIELD_PAGE_PATH } from '../field/paths.ts';
import { html, type RawHtml, raw } from '../html.ts';
import { type Lang, pick } from '../i18n.ts';
import { prefixOf } from './layout.ts';

/** A script the page loads: same-origin, with its integrity (the page's own Integrity-Policy holds for it). */
export type PageScript = { src: string; integrity: string };

const when = (lang: Lang, ms: number): string =>
  new Intl.DateTimeFormat(pick(lang, 'en-CA', 'fr-CA'), {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'UTC',
  }).format(ms);
const ms = (value: number): string => String(Math.round(value));

/** A table body, or one row saying there is nothing to list. */
const rowsOr = (lang: Lang, columns: number, rows: readonly RawHtml[]): RawHtml | readonly RawHtml[] =>
  rows.length > 0
    ? rows
    : html`<tr><td colspan="${columns}">${pick(lang, 'None in this period.', 'Aucun pendant cette période.')}</td></tr>`;

/** The figures for the charts, as JSON inside a data block: `<` escaped so no text can close the element. */
const dataBlock = (data: unknown): RawHtml =>
  raw(`<script type="application/json" id="sf-field-data">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`);

/** A chart, its caption, and its data table folded under it. */
const figure = (lang: Lang, id: string, caption: string, table: RawHtml, empty: boolean): RawHtml =>
  html`<figure class="sf-field__figure"><figcaption id="sf-field-${id}-caption">${caption}</figcaption>
${empty ? html`<p class="sf-field__empty">${pick(lang, 'Nothing reported in this period.', 'Rien de signalé pendant cette période.')}</p>` : html`<div class="sf-field__chart" data-chart="${id}" role="img" aria-labelledby="sf-field-${id}-caption"></div>`}
<details><summary>${pick(lang, 'Data table', 'Tableau des données')}</summary>${table}</details></figure>`;

const failuresSection = (lang: Lang, f: FieldFigures['failures']): RawHtml =>
  html`<section aria-labelledby="sf-field-failures-title"><h2 id="sf-field-failures-title">${pick(lang, 'Failures by kind and widget', 'Échecs par type et par widget')}</h2>
${figure(
  lang,
  'failures',
  pick(
    lang,
    'Failures per hour, one line per kind and widget (UTC).',
    'Échecs par heure, une ligne par type et widget (UTC).',
  ),
  html`<table id="sf-field-failures-table"><thead><tr><th scope="col">${pick(lang, 'Kind', 'Type')}</th><th scope="col">Widget</th><th scope="col">${pick(lang, 'Failures', 'Échecs')}</th><th scope="col">${pick(lang, 'Busiest hour (UTC)', 'Heure la plus chargée (UTC)')}</th><th scope="col">${pick(lang, 'Failures that hour', 'Échecs cette heure-là')}</th></tr></thead>
<tbody>${f.rows.map((r) => html`<tr><td>${r.kind}</td><td>${r.widget}</td><td>${r.total}</td><td>${when(lang, r.peakHour)}</td><td>${r.peak}</td></tr>`)}</tbody></table>`,
  f.rows.length === 0,
)}</section>`;

const inpSection = (lang: Lang, inp: FieldFigures['inp'], worst: FieldFigures['worst']): RawHtml =>
  html`<section aria-labelledby="sf-field-inp-title"><h2 id="sf-field-inp-title">${pick(lang, 'Responsiveness (INP)', 'Réactivité (INP)')}</h2>
${figure(
  lang,
  'inp',
  pick(
    lang,
    'p75 INP per widget and page type, in milliseconds (good up to 200, poor past 500).',
    'INP au 75e centile par widget et type de page, en millisecondes (bon jusqu’à 200, mauvais au-delà de 500).',
  ),
  html`<table id="sf-field-inp-table"><thead><tr><th scope="col">Widget</th><th scope="col">${pick(lang, 'Page type', 'Type de page')}</th><th scope="col">${pick(lang, 'p75 INP (ms)', 'INP p75 (ms)')}</th><th scope="col">${pick(lang, 'Interactions', 'Interactions')}</th></tr></thead>
<tbody>${inp.map((r) => html`<tr><td>${r.widget}</td><td>${r.page}</td><td>${ms(r.p75)}</td><td>${r.n}</td></tr>`)}</tbody></table>`,
  inp.length === 0,
)}
<h3>${pick(lang, 'Worst interactions', 'Pires interactions')}</h3>
<table id="sf-field-worst-table"><caption>${pick(lang, 'The slowest interactions of the period, with the widget the shopper used and the widget whose script ran longest.', 'Les interactions les plus lentes de la période, avec le widget utilisé et celui dont le script a le plus duré.')}</caption>
<thead><tr><th scope="col">INP (ms)</th><th scope="col">Widget</th><th scope="col">${pick(lang, 'Script of widget', 'Script du widget')}</th><th scope="col">${pick(lang, 'Page type', 'Type de page')}</th><th scope="col">${pick(lang, 'Time (UTC)', 'Heure (UTC)')}</th><th scope="col">${pick(lang, 'Release', 'Version')}</th></tr></thead>
<tbody>${rowsOr(
    lang,
    6,
    worst.map(
      (w) =>
        html`<tr><td>${ms(w.value)}</td><td>${w.widget ?? '—'}</td><td>${w.script ?? '—'}</td><td>${w.page}</td><td>${when(lang, w.received)}</td><td>${w.release}</td></tr>`,
    ),
  )}</tbody></table></section>`;

const browserSection = (lang: Lang, b: FieldFigures['browser']): RawHtml =>
  html`<section aria-labelledby="sf-field-browser-title"><h2 id="sf-field-browser-title">${pick(lang, 'Browser reports (CSP, integrity)', 'Rapports des navigateurs (CSP, intégrité)')}</h2>
${figure(
  lang,
  'browser',
  pick(
    lang,
    'Reports by type and directive: real violations beside the noise browsers send (extensions, injected scripts).',
    'Rapports par type et directive : vraies violations à côté du bruit des navigateurs (extensions, scripts injectés).',
  ),
  html`<table id="sf-field-browser-table"><thead><tr><th scope="col">${pick(lang, 'Type', 'Type')}</th><th scope="col">${pick(lang, 'Directive', 'Directive')}</th><th scope="col">${pick(lang, 'Real', 'Réels')}</th><th scope="col">${pick(lang, 'Noise', 'Bruit')}</th></tr></thead>
<tbody>${b.counts.map((c) => html`<tr><td>${c.type}</td><td>${c.directive ?? '—'}</td><td>${c.real}</td><td>${c.noise}</td></tr>`)}</tbody></table>`,
  b.counts.length === 0,
)}
<h3>${pick(lang, 'Noise, by reason', 'Bruit, par raison')}</h3>
<table id="sf-field-noise-table"><thead><tr><th scope="col">${pick(lang, 'Reason', 'Raison')}</th><th scope="col">${pick(lang, 'Reports', 'Rapports')}</th></tr></thead>
<tbody>${rowsOr(
    lang,
    2,
    b.noiseRules.map((n) => html`<tr><td>${pick(lang, ...noiseLabel(n.rule))}</td><td>${n.n}</td></tr>`),
  )}</tbody></table>
<h3>${pick(lang, 'Latest real violations', 'Dernières vraies violations')}</h3>
<table id="sf-field-latest-table"><thead><tr><th scope="col">${pick(lang, 'Time (UTC)', 'Heure (UTC)')}</th><th scope="col">${pick(lang, 'Type', 'Type')}</th><th scope="col">${pick(lang, 'Directive', 'Directive')}</th><th scope="col">${pick(lang, 'Blocked', 'Bloqué')}</th><th scope="col">${pick(lang, 'Page', 'Page')}</th><th scope="col">${pick(lang, 'Source', 'Source')}</th></tr></thead>
<tbody>${rowsOr(
    lang,
    6,
    b.latest.map(
      (r) =>
        html`<tr><td>${when(lang, r.received)}</td><td>${r.type}</td><td>${r.directive ?? '—'}</td><td>${r.blocked ?? '—'}</td><td>${r.document ?? '—'}</td><td>${r.source ? `${r.source}${r.line === null ? '' : `:${r.line}`}` : '—'}</td></tr>`,
    ),
  )}</tbody></table></section>`;

/** What the chart script reads: the figures, and the words it puts on axes and legends. */
const chartData = (lang: Lang, f: FieldFigures) => ({
  figures: f,
  words: {
    failuresPerHour: pick(lang, 'Failures per hour', 'Échecs par heure'),
    p75: pick(lang, 'p75 INP (ms)', 'INP p75 (ms)'),
    good: pick(lang, 'Good (≤ 200 ms)', 'Bon (≤ 200 ms)'),
    needsImprovement: pick(lang, 'Needs improvement', 'À améliorer'),
    poor: pick(lang, 'Poor (> 500 ms)', 'Mauvais (> 500 ms)'),
    reports: pick(lang, 'Reports', 'Rapports'),
    real: pick(lang, 'Real', 'Réels'),
    noise: pick(lang, 'Noise', 'Bruit'),
  },
});

/** The page shell: no shop header or bundle (this is the CMS's side), the field page's own styles and scripts. */
export const fieldShell = (
  lang: Lang,
  title: string,
  main: RawHtml,
  extra: { data?: unknown; scripts?: readonly PageScript[] } = {},
): string =>
  `<!doctype html>${
    html`<html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title} – ${pick(lang, 'Northern Office Supply', 'Fournitures de bureau du Nord')}</title>
<link rel="stylesheet" href="/demo-host.css"><link rel="stylesheet" href="${FIELD_PAGE_PATH}/uplot.css"><link rel="stylesheet" href="${FIELD_PAGE_PATH}/field.css">
${extra.data === undefined ? '' : dataBlock(extra.data)}${(extra.scripts ?? []).map((s) => html`<script src="${s.src}" integrity="${s.integrity}" defer></script>`)}
</head><body class="sf-field"><main id="main">
<p class="sf-field__nav"><a href="${prefixOf(lang)}/">${pick(lang, 'Back to the shop', 'Retour à la boutique')}</a> · <a href="${lang === 'fr' ? FIELD_PAGE_PATH : `/fr${FIELD_PAGE_PATH}`}" hreflang="${pick(lang, 'fr', 'en')}">${pick(lang, 'Français', 'English')}</a></p>
${main}</main></body></html>`.value
  }`;

export const fieldPage = (lang: Lang, f: FieldFigures, scripts: readonly PageScript[]): string => {
  const title = pick(lang, 'Field reports', 'Rapports du terrain');
  return fieldShell(
    lang,
    title,
    html`<h1>${title}</h1>
<p>${pick(lang, 'What shoppers’ browsers reported over the last 7 days', 'Ce que les navigateurs des clients ont signalé ces 7 derniers jours')} (${when(lang, f.since)} – ${when(lang, f.until)} UTC).</p>
${failuresSection(lang, f.failures)}
${inpSection(lang, f.inp, f.worst)}
${browserSection(lang, f.browser)}`,
    { data: chartData(lang, f), scripts },
  );
};

export type ChartData = ReturnType<typeof chartData>;
