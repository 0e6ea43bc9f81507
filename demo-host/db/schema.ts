// SQLite schema of the demo store: catalogue tables plus per-session/per-user shopping state.

export const SCHEMA_SQL = `
CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS categories (
  id INTEGER PRIMARY KEY, guid TEXT NOT NULL UNIQUE, parent_id INTEGER, level INTEGER NOT NULL,
  top_id INTEGER NOT NULL, name_en TEXT NOT NULL, name_fr TEXT NOT NULL, sort INTEGER NOT NULL);
CREATE TABLE IF NOT EXISTS products (
  id INTEGER PRIMARY KEY, code TEXT NOT NULL UNIQUE, leaf_id INTEGER NOT NULL, mid_id INTEGER NOT NULL,
  top_id INTEGER NOT NULL, brand TEXT NOT NULL, title_en TEXT NOT NULL, title_fr TEXT NOT NULL,
  desc_en TEXT NOT NULL, desc_fr TEXT NOT NULL, price REAL NOT NULL, ehf REAL NOT NULL DEFAULT 0,
  digital INTEGER NOT NULL DEFAULT 0, customizer INTEGER NOT NULL DEFAULT 0, configurator TEXT,
  stock INTEGER NOT NULL, promo INTEGER NOT NULL DEFAULT 0, is_new INTEGER NOT NULL DEFAULT 0,
  popularity INTEGER NOT NULL, discontinued INTEGER NOT NULL DEFAULT 0, replacement_id INTEGER, hue INTEGER NOT NULL);
CREATE INDEX IF NOT EXISTS products_leaf ON products(leaf_id);
CREATE INDEX IF NOT EXISTS products_mid ON products(mid_id);
CREATE INDEX IF NOT EXISTS products_top ON products(top_id);
CREATE INDEX IF NOT EXISTS products_pop ON products(popularity DESC, id);
CREATE INDEX IF NOT EXISTS products_top_pop ON products(top_id, popularity DESC, id);
CREATE INDEX IF NOT EXISTS products_mid_pop ON products(mid_id, popularity DESC, id);
CREATE INDEX IF NOT EXISTS products_leaf_pop ON products(leaf_id, popularity DESC, id);
CREATE TABLE IF NOT EXISTS uoms (
  id INTEGER PRIMARY KEY, product_id INTEGER NOT NULL, sort INTEGER NOT NULL, label_en TEXT NOT NULL,
  label_fr TEXT NOT NULL, qty_multiple REAL NOT NULL, min_qty REAL NOT NULL, max_qty REAL NOT NULL,
  must_confirm REAL NOT NULL, price REAL NOT NULL);
CREATE INDEX IF NOT EXISTS uoms_product ON uoms(product_id);
CREATE TABLE IF NOT EXISTS relations (product_id INTEGER NOT NULL, related_id INTEGER NOT NULL, kind TEXT NOT NULL);
CREATE INDEX IF NOT EXISTS relations_product ON relations(product_id);
CREATE TABLE IF NOT EXISTS compat (cartridge_id INTEGER NOT NULL, printer_id INTEGER NOT NULL);
CREATE INDEX IF NOT EXISTS compat_printer ON compat(printer_id);
CREATE TABLE IF NOT EXISTS users (id INTEGER PRIMARY KEY, email TEXT NOT NULL UNIQUE, name TEXT NOT NULL, password TEXT NOT NULL, is_editor INTEGER NOT NULL DEFAULT 0);
CREATE TABLE IF NOT EXISTS sessions (id TEXT PRIMARY KEY, user_id INTEGER, order_to_add INTEGER NOT NULL DEFAULT 0, created INTEGER NOT NULL, seen INTEGER NOT NULL, keep INTEGER NOT NULL DEFAULT 0);
CREATE TABLE IF NOT EXISTS baskets (
  id INTEGER PRIMARY KEY, owner TEXT NOT NULL, kind TEXT NOT NULL, name TEXT NOT NULL,
  is_current INTEGER NOT NULL DEFAULT 0, created INTEGER NOT NULL);
CREATE INDEX IF NOT EXISTS baskets_owner ON baskets(owner, kind);
CREATE TABLE IF NOT EXISTS lines (
  id INTEGER PRIMARY KEY, basket_id INTEGER NOT NULL, product_id INTEGER NOT NULL, uom_id INTEGER NOT NULL,
  qty REAL NOT NULL, line_type INTEGER NOT NULL DEFAULT 1, customizer TEXT, created INTEGER NOT NULL);
CREATE INDEX IF NOT EXISTS lines_basket ON lines(basket_id);
CREATE TABLE IF NOT EXISTS comments (id INTEGER PRIMARY KEY, line_id INTEGER NOT NULL, text TEXT NOT NULL, created INTEGER NOT NULL);
CREATE TABLE IF NOT EXISTS purchase_lists (id INTEGER PRIMARY KEY, user_id INTEGER NOT NULL, name TEXT NOT NULL, created INTEGER NOT NULL);
CREATE TABLE IF NOT EXISTS purchase_list_lines (
  id INTEGER PRIMARY KEY, list_id INTEGER NOT NULL, product_id INTEGER NOT NULL, uom_id INTEGER NOT NULL,
  qty REAL NOT NULL, comment TEXT);
CREATE TABLE IF NOT EXISTS orders (id INTEGER PRIMARY KEY, user_id INTEGER NOT NULL, number TEXT NOT NULL, status TEXT NOT NULL, created INTEGER NOT NULL);
CREATE TABLE IF NOT EXISTS order_lines (id INTEGER PRIMARY KEY, order_id INTEGER NOT NULL, product_id INTEGER NOT NULL, uom_id INTEGER NOT NULL, qty REAL NOT NULL);
CREATE TABLE IF NOT EXISTS messages (
  id INTEGER PRIMARY KEY, user_id INTEGER NOT NULL, subject_en TEXT NOT NULL, subject_fr TEXT NOT NULL,
  body_en TEXT NOT NULL, body_fr TEXT NOT NULL, created INTEGER NOT NULL);
CREATE TABLE IF NOT EXISTS message_replies (id INTEGER PRIMARY KEY, message_id INTEGER NOT NULL, body TEXT NOT NULL, created INTEGER NOT NULL);
`;
