// The flavour × language matrix and the host pages every suite walks through.
import { pagesFor } from '../../../demo-host/pages/list.ts';
import type { Flavour, Lang } from './session.ts';

export const FLAVOURS: Flavour[] = ['preact', 'react'];
export const LANGS: Lang[] = ['en', 'fr'];
export const MATRIX = FLAVOURS.flatMap((flavour) => LANGS.map((lang) => ({ flavour, lang })));

/** The host pages every suite walks: the demo page list's 'suites' walk (demo-host/pages/list.ts). */
export const HOST_PAGES = pagesFor('suites');

/**
 * Two runs that still cover both flavours and both languages: what every behaviour suite walks (the texts are one
 * shared catalogue per widget, and the flavours share every store). The smoke suite alone walks the whole MATRIX.
 */
export const DIAGONAL: { flavour: Flavour; lang: Lang }[] = [
  { flavour: 'preact', lang: 'fr' },
  { flavour: 'react', lang: 'en' },
];

/**
 * The loads test/browser/page-loads.e2e.ts makes: each page of the 'page-loads' walk once per flavour, in English,
 * for every check a plain load makes (its tags defined, no browser error, no layout shift, no axe violation). The
 * smoke and accessibility suites leave those loads to it, so a page is not loaded three times for three checks.
 */
export const PAGE_LOADS = { pages: pagesFor('page-loads'), lang: 'en' as Lang };

/** Whether page-loads.e2e.ts loads this page in this language (in both flavours). */
export const loadedByPageLoads = (path: string, lang: Lang): boolean =>
  lang === PAGE_LOADS.lang && PAGE_LOADS.pages.some((page) => page.path === path);
