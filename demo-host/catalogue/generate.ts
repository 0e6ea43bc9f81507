// Generates the whole catalogue in memory from a fixed seed (same output on every machine).
import { createRng } from './prng.ts';
import { type Bi, type LeafSpec, TREE } from './tree.ts';
import { makeUoms, type UomRow } from './uoms.ts';
import { BRANDS, DETAILS, OPENERS, PRINTER_SERIES } from './words.ts';

type CategoryRow = {
  id: number;
  guid: string;
  parentId: number | null;
  level: number;
  topId: number;
  name: Bi;
  sort: number;
};
type ProductRow = {
  id: number;
  code: string;
  leafId: number;
  midId: number;
  topId: number;
  brand: string;
  title: Bi;
  desc: Bi;
  price: number;
  ehf: number;
  digital: boolean;
  customizer: boolean;
  configurator: string | null;
  stock: number;
  promo: boolean;
  isNew: boolean;
  popularity: number;
  discontinued: boolean;
  replacementId: number | null;
  hue: number;
  uoms: UomRow[];
  cartridge: boolean;
  printer: boolean;
};
export type Catalogue = {
  categories: CategoryRow[];
  products: ProductRow[];
  relations: [number, number, string][];
  compat: [number, number][];
};

const PRODUCTS_PER_LEAF = 33;
const XSS_TITLE = '<script>alert(1)</script> "quotes" & <img src=x onerror=alert(1)>';

/** The GUID of category n (deterministic: tests and pages can name a category by it). */
export const categoryGuid = (n: number): string => {
  const hex = n.toString(16).padStart(12, '0');
  return `c47e0000-0000-4000-8000-${hex}`;
};
const money = (v: number): number => Math.round(v * 100) / 100;
const join = (...parts: string[]): string => parts.filter((p) => p !== '').join(', ');

type Rng = ReturnType<typeof createRng>;
type Leaf = { id: number; spec: LeafSpec; midId: number; topId: number; prefix: string };

export const generateCatalogue = (seed = 20240901): Catalogue => {
  const rng = createRng(seed);
  const { categories, leaves } = buildCategories();
  const products = buildProducts(leaves, rng);
  markDiscontinued(products, rng);
  plantXssTitle(products);
  return { categories, products, ...relate(products, rng) };
};

/** The three-level category tree, numbered depth first, and its leaves (the categories that hold products). */
const buildCategories = (): { categories: CategoryRow[]; leaves: Leaf[] } => {
  const categories: CategoryRow[] = [];
  const leaves: Leaf[] = [];
  /** Numbers and records one category; a top category is its own top. */
  const add = (parentId: number | null, level: number, topId: number | null, name: Bi, sort: number): number => {
    const id = categories.length + 1;
    categories.push({ id, guid: categoryGuid(id), parentId, level, topId: topId ?? id, name, sort });
    return id;
  };
  TREE.forEach((top, ti) => {
    const topId = add(null, 1, null, top.name, ti);
    top.mids.forEach((mid, mi) => {
      const midId = add(topId, 2, topId, mid.name, mi);
      mid.leaves.forEach((spec, li) => {
        leaves.push({ id: add(midId, 3, topId, spec.name, li), spec, midId, topId, prefix: top.prefix });
      });
    });
  });
  return { categories, leaves };
};

/** Codes number on per prefix, not per leaf: all the leaves under one top category share one run of codes. */
const buildProducts = (leaves: readonly Leaf[], rng: Rng): ProductRow[] => {
  const products: ProductRow[] = [];
  const counters = new Map<string, number>();
  for (const leaf of leaves) {
    for (let i = 0; i < PRODUCTS_PER_LEAF; i++) {
      const n = (counters.get(leaf.prefix) ?? 0) + 1;
      counters.set(leaf.prefix, n);
      products.push(makeProduct(leaf, products.length + 1, `${leaf.prefix}-${String(n).padStart(4, '0')}`, rng));
    }
  }
  return products;
};

/** One product; the draws from rng keep their order, or every catalogue after this one changes. */
const makeProduct = (leaf: Leaf, id: number, code: string, rng: Rng): ProductRow => {
  const { spec } = leaf;
  const brand = rng.pick(BRANDS);
  const variant = rng.pick(spec.variants);
  const size = rng.pick(spec.sizes);
  const flags = spec.flags ?? {};
  const model = flags.printer
    ? `${rng.pick(PRINTER_SERIES)} ${rng.int(1, 98) * 100}`
    : flags.cartridge
      ? `${rng.int(60, 990)}${rng.pick(['', 'XL', 'A'])}`
      : '';
  const en = join(`${brand} ${model ? `${model} ` : ''}${spec.noun[0]}`, variant[0], size[0]);
  const fr = join(`${spec.noun[1]} ${brand}${model ? ` ${model}` : ''}`, variant[1], size[1]);
  const opener = rng.pick(OPENERS);
  const detail = rng.pick(DETAILS);
  const price = money(spec.price[0] + rng.next() * (spec.price[1] - spec.price[0]) + 0.99 - (spec.price[0] % 1));
  return {
    id,
    code,
    leafId: leaf.id,
    midId: leaf.midId,
    topId: leaf.topId,
    brand,
    title: [en, fr],
    desc: [`${en}. ${opener[0]} ${detail[0]}`, `${fr}. ${opener[1]} ${detail[1]}`],
    price: Math.max(0.99, Math.floor(price) + 0.99),
    ehf: flags.ehf ?? 0,
    digital: flags.digital === true,
    customizer: flags.customizer === true,
    configurator: flags.configurator === 'A' ? 'easyprint' : flags.configurator === 'B' ? 'deskdesign' : null,
    stock: rng.chance(0.06) ? rng.int(0, 5) : rng.int(40, 2500),
    promo: rng.chance(0.1),
    isNew: rng.chance(0.1),
    popularity: rng.int(0, 10000),
    discontinued: false,
    replacementId: null,
    hue: rng.int(0, 359),
    uoms: makeUoms(spec.uom, rng),
    cartridge: flags.cartridge === true,
    printer: flags.printer === true,
  };
};

/** One known product whose title is markup, so every page that prints titles shows it escaped. */
const plantXssTitle = (products: ProductRow[]): void => {
  const xss = products.find((p) => p.code === 'PAP-0013');
  if (xss) xss.title = [`${XSS_TITLE} Copy paper`, `${XSS_TITLE} Papier`];
};

const markDiscontinued = (products: ProductRow[], rng: Rng): void => {
  products.forEach((p, i) => {
    const next = products[i + 1];
    const forced = p.code === 'PAP-0007';
    if (next && next.leafId === p.leafId && !p.customizer && !p.configurator && (forced || rng.chance(0.01))) {
      p.discontinued = true;
      p.replacementId = next.id;
      p.title = [`Discontinued – ${p.title[0]}`, `Discontinué – ${p.title[1]}`];
    }
  });
};

const relate = (products: ProductRow[], rng: Rng): Pick<Catalogue, 'relations' | 'compat'> => {
  const byLeaf = new Map<number, ProductRow[]>();
  for (const p of products) byLeaf.set(p.leafId, [...(byLeaf.get(p.leafId) ?? []), p]);
  const printers = products.filter((p) => p.printer);
  const cartridges = products.filter((p) => p.cartridge);
  const relations: [number, number, string][] = [];
  const compat: [number, number][] = [];
  for (const c of cartridges) for (let k = 0; k < 3; k++) compat.push([c.id, rng.pick(printers).id]);
  const sameTop = (p: ProductRow): ProductRow[] => products.filter((o) => o.topId === p.topId && o.leafId !== p.leafId);
  const topCache = new Map<number, ProductRow[]>();
  for (const p of products) {
    const siblings = byLeaf.get(p.leafId) ?? [];
    for (let k = 0; k < 4; k++) {
      const s = rng.pick(siblings);
      if (s.id !== p.id) relations.push([p.id, s.id, 'sub']);
    }
    const pool = topCache.get(p.topId) ?? sameTop(p);
    topCache.set(p.topId, pool);
    const comps = p.printer
      ? compat.filter(([, pr]) => pr === p.id).map(([c]) => c)
      : [rng.pick(pool).id, rng.pick(pool).id, rng.pick(pool).id];
    for (const c of comps.slice(0, 6)) relations.push([p.id, c, 'comp']);
  }
  return { relations, compat };
};
