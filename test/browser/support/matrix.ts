// The flavour × language matrix and the host pages every suite walks through.
import type { Flavour, Lang } from './session.ts';

export const FLAVOURS: Flavour[] = ['preact', 'react'];
export const LANGS: Lang[] = ['en', 'fr'];
export const MATRIX = FLAVOURS.flatMap((flavour) => LANGS.map((lang) => ({ flavour, lang })));

export interface HostPage {
  name: string;
  path: string;
  /** Needs a logged-in user to show its real content. */
  member?: boolean;
}

export const HOST_PAGES: HostPage[] = [
  { name: 'home', path: '/' },
  { name: 'catalogue', path: '/catalog' },
  { name: 'category', path: '/category/1' },
  { name: 'search', path: '/search?qs=paper' },
  { name: 'product', path: '/product/PAP-0001' },
  { name: 'cart', path: '/cart' },
  { name: 'baskets', path: '/account/baskets', member: true },
  { name: 'tags', path: '/tags' },
  { name: 'login', path: '/login' },
];

/**
 * Two runs that still cover both flavours and both languages: what every behaviour suite walks (the texts are one
 * shared catalogue per widget, and the flavours share every store). The smoke suite alone walks the whole MATRIX.
 */
export const DIAGONAL: { flavour: Flavour; lang: Lang }[] = [
  { flavour: 'preact', lang: 'fr' },
  { flavour: 'react', lang: 'en' },
];
