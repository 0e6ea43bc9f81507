// Units of measure per product kind, with quantity rules that vary like a real catalogue's.
import type { Rng } from './prng.ts';
import type { Bi, UomKind } from './tree.ts';

export type UomRow = {
  label: Bi;
  qtyMultiple: number;
  minQty: number;
  maxQty: number;
  mustConfirm: number;
  factor: number;
};

const u = (
  label: Bi,
  qtyMultiple: number,
  factor: number,
  minQty = qtyMultiple,
  maxQty = 99999,
  mustConfirm = 0,
): UomRow => ({ label, qtyMultiple, minQty, maxQty, mustConfirm, factor });

export const makeUoms = (kind: UomKind, rng: Rng): UomRow[] => {
  const confirm = rng.pick([0, 0, 50, 100, 200]);
  const mult = rng.pick([1, 1, 1, 2, 5]);
  const max = rng.pick([99999, 99999, 500, 50]);
  switch (kind) {
    case 'each': {
      const n = rng.pick([6, 10, 12]);
      return [
        u(['Each', 'Unité'], mult, 1, mult * rng.pick([1, 1, 2]), max, confirm),
        u([`Box of ${n}`, `Boîte de ${n}`], 1, n * 0.95, 1, 999, confirm ? 20 : 0),
      ];
    }
    case 'pack': {
      const n = rng.pick([5, 10, 12, 24]);
      return [
        u([`Pack of ${n}`, `Paquet de ${n}`], mult, 1, mult, max, confirm),
        u(['Case of 6 packs', 'Caisse de 6 paquets'], 1, 5.7, 1, 999, confirm ? 25 : 0),
      ];
    }
    case 'ream':
      return [
        u(['Ream (500 sheets)', 'Rame (500 feuilles)'], 1, 1, 1, 99999, rng.pick([100, 200])),
        u(['Case (10 reams)', 'Caisse (10 rames)'], 1, 9.5, 1, 999, 40),
        u(['Pallet (40 cases)', 'Palette (40 caisses)'], 1, 360, 1, 20, 5),
      ];
    case 'metre':
      return [u(['Metre', 'Mètre'], 0.5, 1, 0.5, 500, 100), u(['Roll (25 m)', 'Rouleau (25 m)'], 1, 22, 1, 200, 0)];
    case 'case':
      return [
        u(['Box of 100', 'Boîte de 100'], mult, 1, mult, max, confirm),
        u(['Case of 500', 'Caisse de 500'], 1, 4.75, 1, 999, 0),
      ];
    case 'digital':
      return [u(['Licence', 'Licence'], 1, 1, 1, 1, 0)];
  }
};
