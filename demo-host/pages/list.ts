// The demo pages, written once: the browser suites, the accessibility pass, the page-load checks and the bench walk them.

/** Who walks a page besides the accessibility pass, which checks every one. */
export type PageWalk =
  /** The host pages every browser suite walks (smoke, keyboard, the engine journeys). */
  | 'suites'
  /** bench/pages.mjs (first-load sizes) and the bench's load timings. */
  | 'bench'
  /** test/browser/page-loads.e2e.ts: one load a page and flavour, for every check a load makes (CLS, tags, axe). */
  | 'page-loads';

export interface DemoPage {
  name: string;
  path: string;
  /** Needs a logged-in buyer to show its real content. */
  member?: boolean;
  walks: readonly PageWalk[];
}

const ALL: readonly PageWalk[] = ['suites', 'bench', 'page-loads'];

/** Every page type demo-host serves; the product is one with an environmental handling fee (the fee popover trigger). */
export const DEMO_PAGES: readonly DemoPage[] = [
  { name: 'home', path: '/', walks: ALL },
  { name: 'catalogue', path: '/catalog', walks: ['suites'] },
  { name: 'category', path: '/category/15', walks: ALL },
  { name: 'search', path: '/search?qs=paper', walks: ALL },
  { name: 'product', path: '/product/TEC-0186', walks: ALL },
  { name: 'cart', path: '/cart', walks: ALL },
  { name: 'quick order', path: '/quick-order', walks: ['bench', 'page-loads'] },
  { name: 'baskets', path: '/account/baskets', member: true, walks: ALL },
  { name: 'profile', path: '/account/profile', member: true, walks: ['bench', 'page-loads'] },
  { name: 'approval', path: '/account/approval', member: true, walks: ['bench'] },
  { name: 'messages', path: '/account/messages', member: true, walks: ['bench', 'page-loads'] },
  { name: 'tags', path: '/tags', walks: ['suites'] },
  { name: 'login', path: '/login', walks: ['suites'] },
];

/** The pages one walk takes, in the list's order, without the walk marks. */
export function pagesFor(walk: PageWalk): { name: string; path: string; member?: boolean }[] {
  return DEMO_PAGES.filter((page) => page.walks.includes(walk)).map(({ walks: _, ...page }) => page);
}
