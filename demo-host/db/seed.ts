// Inserts the generated catalogue and the demo people (users, orders, messages) in one transaction.

import { generateCatalogue } from '../catalogue/generate.ts';
import { hashPassword } from '../passwords.ts';
import type { Database } from './sqlite.ts';

/** The demo people; the editor is the one account that may use the content-editor preview. */
const DEMO_USERS = [
  { email: 'buyer@example.com', name: 'Camille Tremblay', password: 'demo', editor: 0 },
  { email: 'approver@example.com', name: 'Alex Martin', password: 'demo', editor: 0 },
  { email: 'editor@example.com', name: 'Sam Leblanc', password: 'demo', editor: 1 },
] as const;

/** Adds the demo users a database lacks (passwords stored as scrypt hashes), keeping the ids of those it has. */
export const ensureDemoUsers = (db: Database): void => {
  const add = db.prepare('INSERT OR IGNORE INTO users (email, name, password, is_editor) VALUES (?,?,?,?)');
  const has = db.prepare<[string], { id: number }>('SELECT id FROM users WHERE email = ?');
  for (const u of DEMO_USERS) if (!has.get(u.email)) add.run(u.email, u.name, hashPassword(u.password), u.editor);
};

export const seedDatabase = (db: Database, now: number): void => {
  const cat = generateCatalogue();
  const tx = db.transaction(() => {
    const insCat = db.prepare(
      'INSERT INTO categories (id, guid, parent_id, level, top_id, name_en, name_fr, sort) VALUES (?,?,?,?,?,?,?,?)',
    );
    for (const c of cat.categories)
      insCat.run(c.id, c.guid, c.parentId, c.level, c.topId, c.name[0], c.name[1], c.sort);
    const insP =
      db.prepare(`INSERT INTO products (id, code, leaf_id, mid_id, top_id, brand, title_en, title_fr, desc_en, desc_fr, price, ehf,
      digital, customizer, configurator, stock, promo, is_new, popularity, discontinued, replacement_id, hue) VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?)`);
    const insU = db.prepare(
      'INSERT INTO uoms (product_id, sort, label_en, label_fr, qty_multiple, min_qty, max_qty, must_confirm, price) VALUES (?,?,?,?,?,?,?,?,?)',
    );
    for (const p of cat.products) {
      insP.run(
        p.id,
        p.code,
        p.leafId,
        p.midId,
        p.topId,
        p.brand,
        p.title[0],
        p.title[1],
        p.desc[0],
        p.desc[1],
        p.price,
        p.ehf,
        p.digital ? 1 : 0,
        p.customizer ? 1 : 0,
        p.configurator,
        p.stock,
        p.promo ? 1 : 0,
        p.isNew ? 1 : 0,
        p.popularity,
        p.discontinued ? 1 : 0,
        p.replacementId,
        p.hue,
      );
      for (const [i, u] of p.uoms.entries()) {
        insU.run(
          p.id,
          i,
          u.label[0],
          u.label[1],
          u.qtyMultiple,
          u.minQty,
          u.maxQty,
          u.mustConfirm,
          Math.round(p.price * u.factor * 100) / 100,
        );
      }
    }
    const insR = db.prepare('INSERT INTO relations (product_id, related_id, kind) VALUES (?,?,?)');
    for (const r of cat.relations) insR.run(...r);
    const insC = db.prepare('INSERT INTO compat (cartridge_id, printer_id) VALUES (?,?)');
    for (const c of cat.compat) insC.run(...c);
    ensureDemoUsers(db);
    seedAccount(db, now);
    db.prepare("INSERT OR REPLACE INTO meta (key, value) VALUES ('seeded', ?)").run(String(now));
  });
  tx();
};

const seedAccount = (db: Database, now: number): void => {
  const order = db.prepare(
    "INSERT INTO orders (user_id, number, status, created) VALUES (1, ?, 'pending-approval', ?)",
  );
  const line = db.prepare(
    'INSERT INTO order_lines (order_id, product_id, uom_id, qty) VALUES (?, ?, (SELECT id FROM uoms WHERE product_id = ? ORDER BY sort LIMIT 1), ?)',
  );
  for (const [num, products] of [
    ['SO-10421', [1, 40, 300]],
    ['SO-10422', [520, 700]],
  ] as const) {
    const id = Number(order.run(num, now).lastInsertRowid);
    for (const p of products) line.run(id, p, p, 2);
  }
  const msg = db.prepare(
    'INSERT INTO messages (user_id, subject_en, subject_fr, body_en, body_fr, created) VALUES (1, ?, ?, ?, ?, ?)',
  );
  msg.run(
    'Your order SO-10421 awaits approval',
    'Votre commande SO-10421 attend une approbation',
    'Hello Camille, your order SO-10421 is waiting for approval by your manager.',
    'Bonjour Camille, votre commande SO-10421 attend l’approbation de votre gestionnaire.',
    now,
  );
  msg.run(
    'Back-to-school delivery dates',
    'Dates de livraison de la rentrée',
    'Deliveries for school orders placed before August 15 arrive before Labour Day.',
    'Les commandes scolaires passées avant le 15 août seront livrées avant la fête du Travail.',
    now,
  );
};
