// Which browser reports are noise: what browsers are known to send that no change to this site could prevent. One
// table of rules, first match wins; a report no rule names is a real one and is listed on the field page.
//
// Grounded in what report collectors filter and why:
// - Extensions run under the page's CSP and their loads are reported as the site's: w3c/webappsec-csp#450 (browsers
//   cannot always tell an extension's request from the page's); debugbear.com/blog/chrome-extension-csp-error-noise
//   (fonts and style sheets extensions load, blocked and reported).
// - The schemes: nelmio/NelmioSecurityBundle SchemesNoiseDetector (safari-extension, ms-browser-extension, in-app
//   browser and toolbar schemes such as gsa, mx, symres, webviewprogress) and BrowserBugsNoiseDetector (a
//   safari-extension source file; Firefox's about:blank base-uri reports); getsentry/sentry#2440 (safari-extension);
//   duckduckgo/duckduckgo-privacy-extension#600 (moz-extension URLs in reports, a browser's persistent identifier);
//   nelmio/NelmioSecurityBundle#390 (Chrome names an extension's source file by its bare scheme, "chrome-extension");
//   WebKit/WebKit#63897 (Safari masks safari-web-extension URLs as webkit-masked-url).
// - Injected scripts: AdguardTeam/AdGuardMiniForMac#304 (a content blocker's inline script reported at line 0 of the
//   document); CSP3 "strip URL for use in reports" sends a non-HTTP URL as its scheme alone ("data", "about").

/** A browser report as demo-host stores it (browser-report.ts reduces what the browser sent to this). */
export type ReducedReport = {
  type: string;
  directive: string | null;
  blocked: string | null;
  source: string | null;
  line: number | null;
};

const EXTENSION_SCHEMES = new Set([
  'chrome-extension',
  'moz-extension',
  'safari-extension',
  'safari-web-extension',
  'webkit-masked-url',
  'ms-browser-extension',
  'edge-extension',
]);
/** Schemes of in-app browsers, toolbars and browser internals: nothing this site loads. */
const BROWSER_SCHEMES = new Set([
  'chromeinvoke',
  'chromeinvokeimmediate',
  'gsa',
  'jar',
  'mbinit',
  'ms-appx-web',
  'mx',
  'mxaddon-pkg',
  'mxjscall',
  'sinaweibo',
  'sraf',
  'symres',
  'tmtbff',
  'webviewprogress',
  'webviewprogressproxy',
]);
/** Directives extensions are seen loading data: URLs under (fonts, media); a data: script stays a real report. */
const DATA_NOISE_DIRECTIVES = new Set(['font-src', 'media-src']);

/** The scheme a stored value names: `chrome-extension:` and the bare `chrome-extension` alike. */
const schemeOf = (value: string | null): string | null =>
  value === null ? null : (/^([a-z][a-z0-9+.-]*)(?::|$)/i.exec(value)?.[1]?.toLowerCase() ?? null);

type NoiseRule = {
  rule: string;
  /** What the field page calls it (English, French). */
  label: readonly [string, string];
  matches: (r: ReducedReport) => boolean;
};

const NOISE_RULES: readonly NoiseRule[] = [
  {
    rule: 'extension',
    label: ['A browser extension’s load or script', 'Chargement ou script d’une extension du navigateur'],
    matches: (r) => [r.blocked, r.source].some((v) => EXTENSION_SCHEMES.has(schemeOf(v) ?? '')),
  },
  {
    rule: 'browser-scheme',
    label: [
      'An in-app browser’s or toolbar’s own scheme',
      'Schéma propre à un navigateur intégré ou à une barre d’outils',
    ],
    matches: (r) => BROWSER_SCHEMES.has(schemeOf(r.blocked) ?? ''),
  },
  {
    rule: 'about-blank',
    label: ['about:blank (a browser’s empty frame)', 'about:blank (cadre vide du navigateur)'],
    matches: (r) => schemeOf(r.blocked) === 'about',
  },
  {
    rule: 'extension-data',
    label: ['A data: font or media an extension adds', 'Police ou média data: ajouté par une extension'],
    matches: (r) => schemeOf(r.blocked) === 'data' && DATA_NOISE_DIRECTIVES.has(r.directive ?? ''),
  },
  {
    rule: 'injected-inline',
    label: ['Inline code injected at line 0, without a file', 'Code en ligne injecté à la ligne 0, sans fichier'],
    matches: (r) => (r.blocked === 'inline' || r.blocked === 'eval') && r.source === null && !r.line,
  },
];

/** The noise rule a report matches, or null for a real report. */
export const noiseOf = (report: ReducedReport): string | null =>
  NOISE_RULES.find((n) => n.matches(report))?.rule ?? null;

/** A rule's name for the page, in English and French (the rule's id for one no longer in the table). */
export const noiseLabel = (rule: string): readonly [string, string] =>
  NOISE_RULES.find((n) => n.rule === rule)?.label ?? [rule, rule];
