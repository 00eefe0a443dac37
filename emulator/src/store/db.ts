import Database from 'better-sqlite3';
import fs from 'node:fs';
import path from 'node:path';

export type Db = Database.Database;

export const DB_FILE = 'emulator.sqlite';

/**
 * Rows are close to the Storefront objects they back; lists that are always read whole
 * (tags, options, selected options, translations, menu items, cart lines) are JSON columns.
 * Carts, orders and removed variants are run-time data: only a reseed (which deletes the file) drops them.
 */
/** Part of the seed fingerprint (seed/seed.ts): a table change reseeds old data folders, which lack the new columns. */
export const DDL = `
CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS images (
  id INTEGER PRIMARY KEY, file TEXT NOT NULL UNIQUE, alt TEXT, width INTEGER NOT NULL, height INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS products (
  id INTEGER PRIMARY KEY, handle TEXT NOT NULL UNIQUE, title TEXT NOT NULL, description_html TEXT NOT NULL,
  product_type TEXT NOT NULL, vendor TEXT NOT NULL, tags TEXT NOT NULL, options TEXT NOT NULL,
  created_at TEXT NOT NULL, updated_at TEXT NOT NULL, published_at TEXT NOT NULL,
  seo_title TEXT, seo_description TEXT, best_selling INTEGER NOT NULL, translations TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS product_images (
  product_id INTEGER NOT NULL, image_id INTEGER NOT NULL, position INTEGER NOT NULL,
  PRIMARY KEY (product_id, position)
);
CREATE TABLE IF NOT EXISTS variants (
  id INTEGER PRIMARY KEY, product_id INTEGER NOT NULL, position INTEGER NOT NULL, title TEXT NOT NULL,
  sku TEXT, barcode TEXT, price TEXT NOT NULL, compare_at_price TEXT, available INTEGER NOT NULL,
  quantity INTEGER NOT NULL, image_id INTEGER, selected_options TEXT NOT NULL, weight REAL, weight_unit TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS variants_product ON variants (product_id, position);
CREATE TABLE IF NOT EXISTS collections (
  id INTEGER PRIMARY KEY, handle TEXT NOT NULL UNIQUE, title TEXT NOT NULL, description_html TEXT NOT NULL,
  image_id INTEGER, seo_title TEXT, seo_description TEXT, updated_at TEXT NOT NULL, translations TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS collection_products (
  collection_id INTEGER NOT NULL, product_id INTEGER NOT NULL, position INTEGER NOT NULL,
  PRIMARY KEY (collection_id, product_id)
);
CREATE TABLE IF NOT EXISTS metafields (
  id INTEGER PRIMARY KEY, owner_type TEXT NOT NULL, owner_id INTEGER NOT NULL, namespace TEXT NOT NULL,
  key TEXT NOT NULL, value TEXT NOT NULL, type TEXT NOT NULL, description TEXT,
  UNIQUE (owner_type, owner_id, namespace, key)
);
CREATE TABLE IF NOT EXISTS pages (
  id INTEGER PRIMARY KEY, handle TEXT NOT NULL UNIQUE, title TEXT NOT NULL, body TEXT NOT NULL,
  created_at TEXT NOT NULL, updated_at TEXT NOT NULL, seo_title TEXT, seo_description TEXT, translations TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS menus (
  id INTEGER PRIMARY KEY, handle TEXT NOT NULL UNIQUE, title TEXT NOT NULL, items TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS files (
  kind TEXT NOT NULL, name TEXT NOT NULL, body TEXT NOT NULL, PRIMARY KEY (kind, name)
);
CREATE TABLE IF NOT EXISTS snippets (
  owner_kind TEXT NOT NULL, owner TEXT NOT NULL, name TEXT NOT NULL, locale TEXT NOT NULL,
  body TEXT NOT NULL, updated_at TEXT NOT NULL, PRIMARY KEY (owner_kind, owner, name, locale)
);
CREATE TABLE IF NOT EXISTS snippet_owners (
  owner_kind TEXT NOT NULL, owner TEXT NOT NULL, default_locale TEXT NOT NULL, PRIMARY KEY (owner_kind, owner)
);
CREATE TABLE IF NOT EXISTS analytics_events (
  id INTEGER PRIMARY KEY, received_at TEXT NOT NULL, event TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS form_submissions (
  id INTEGER PRIMARY KEY, form_name TEXT NOT NULL, created_at TEXT NOT NULL, data TEXT NOT NULL, files TEXT NOT NULL,
  review TEXT, reviewed_at TEXT
);
CREATE TABLE IF NOT EXISTS removed_variants (
  id INTEGER PRIMARY KEY, variant TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS carts (
  token TEXT PRIMARY KEY, key TEXT NOT NULL, created_at TEXT NOT NULL, updated_at TEXT NOT NULL, note TEXT,
  attributes TEXT NOT NULL, buyer_identity TEXT NOT NULL, lines TEXT NOT NULL, country TEXT NOT NULL, language TEXT NOT NULL,
  discount_codes TEXT NOT NULL DEFAULT '[]', delivery_addresses TEXT NOT NULL DEFAULT '[]', metafields TEXT NOT NULL DEFAULT '[]',
  billing_address TEXT, market TEXT NOT NULL DEFAULT 'US'
);
CREATE TABLE IF NOT EXISTS orders (
  id INTEGER PRIMARY KEY, name TEXT NOT NULL UNIQUE, cart_token TEXT NOT NULL UNIQUE,
  created_at TEXT NOT NULL, email TEXT NOT NULL, shipping_address TEXT NOT NULL, lines TEXT NOT NULL, note TEXT,
  attributes TEXT NOT NULL, subtotal TEXT NOT NULL, total TEXT NOT NULL, currency TEXT NOT NULL,
  customer_access_token TEXT, reseller_id TEXT,
  customer_id INTEGER, order_key TEXT NOT NULL, processed_at TEXT NOT NULL,
  fulfillment_status TEXT NOT NULL DEFAULT 'UNFULFILLED', shipping_total TEXT NOT NULL DEFAULT '0.00',
  tax_total TEXT NOT NULL DEFAULT '0.00'
);
CREATE INDEX IF NOT EXISTS orders_customer ON orders (customer_id, processed_at);
CREATE TABLE IF NOT EXISTS customers (
  id INTEGER PRIMARY KEY, email TEXT NOT NULL UNIQUE COLLATE NOCASE, password_hash TEXT NOT NULL,
  first_name TEXT, last_name TEXT, phone TEXT, tags TEXT NOT NULL, tax_exempt INTEGER NOT NULL DEFAULT 0,
  accepts_marketing INTEGER NOT NULL DEFAULT 0, default_address_id INTEGER,
  created_at TEXT NOT NULL, updated_at TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS customer_addresses (
  id INTEGER PRIMARY KEY, customer_id INTEGER NOT NULL, first_name TEXT, last_name TEXT, company TEXT,
  address1 TEXT, address2 TEXT, city TEXT, province TEXT, country TEXT, zip TEXT, phone TEXT, position INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS customer_addresses_customer ON customer_addresses (customer_id, position);
CREATE TABLE IF NOT EXISTS customer_tokens (
  token TEXT PRIMARY KEY, customer_id INTEGER NOT NULL, created_at TEXT NOT NULL, expires_at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS customer_tokens_customer ON customer_tokens (customer_id);
CREATE TABLE IF NOT EXISTS customer_metafields (
  id INTEGER PRIMARY KEY, customer_id INTEGER NOT NULL, namespace TEXT NOT NULL, key TEXT NOT NULL, value TEXT NOT NULL,
  created_at TEXT NOT NULL, updated_at TEXT NOT NULL, UNIQUE (customer_id, namespace, key)
);
CREATE TABLE IF NOT EXISTS outbox (
  id INTEGER PRIMARY KEY, created_at TEXT NOT NULL, kind TEXT NOT NULL, to_email TEXT NOT NULL,
  subject TEXT NOT NULL, body TEXT NOT NULL
);
`;

/**
 * The fingerprint an existing data folder was seeded with, read before the DDL runs: a folder from an
 * older schema may lack columns the new indexes name, so it must be recognised (and reseeded) first.
 */
export function storedFingerprint(dataDir: string): string | null {
  const file = path.join(dataDir, DB_FILE);
  if (!fs.existsSync(file)) return null;
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    const row = db.prepare("SELECT value FROM meta WHERE key = 'seed_fingerprint'").get() as { value: string } | undefined;
    return row?.value ?? null;
  } catch {
    return null;
  } finally {
    db.close();
  }
}

export function openDb(dataDir: string): Db {
  fs.mkdirSync(dataDir, { recursive: true });
  const db = new Database(path.join(dataDir, DB_FILE));
  db.pragma('journal_mode = WAL');
  // Seeding writes tens of thousands of rows; a crash mid-seed is handled by reseeding anyway.
  db.pragma('synchronous = NORMAL');
  db.exec(DDL);
  return db;
}

/** A store's statements, prepared once when the store is made, under the names its SQL is given by. */
export function prepareAll<K extends string>(db: Db, sql: Record<K, string>): Record<K, Database.Statement> {
  return Object.fromEntries(Object.entries<string>(sql).map(([name, text]) => [name, db.prepare(text)])) as Record<K, Database.Statement>;
}
