/**
 * npm run search:index: (re)builds the site search's index from the store.
 *
 * Reads every product through the Storefront API (lib/services/shopify, the app's own
 * settings: SHOPIFY_STORE_URL, the token, STORE_COUNTRY), maps each to its
 * search record (lib/domain/search/record.ts: Optional Extras left out, the
 * reseller from the handle's prefix, the resellers selling it from every
 * collection listing it, French text from a second read in French), sets the main index's settings and its title-sorted replicas'
 * rankings (one per language), then replaces every record at once
 * (Algolia's replaceAllObjects: a temporary index moved over the main one,
 * so searches never see half a catalog).
 *
 * Writes with ALGOLIA_ADMIN_KEY (the emulator's published key by default,
 * refused against Algolia itself, i.e. an empty ALGOLIA_HOSTS). Run with
 * `--conditions=react-server` (the npm script does), under which the
 * server-only modules it shares with the app load outside Next.
 */
import { config } from '../lib/ground/config';
import { algoliaHosts } from '../lib/domain/search/hosts';
import { titleReplicaOf, titleReplicasOf } from '../lib/domain/search/query';
import { toSearchRecord, type SearchRecord } from '../lib/domain/search/record';
import { indexingKey, mainIndexSettings, titleReplicaSettings } from '../lib/domain/search/settings';
import { createAlgoliaClient } from '../lib/domain/search/client';
import { readSearchIndexCollections, readSearchIndexProducts } from '../lib/services/shopify/search-index';

/** Writes and task waits of a whole catalog take longer than a search may. */
const WRITE_TIMEOUT_MS = 120_000;

async function main(): Promise<void> {
  const cfg = config();
  const key = indexingKey(process.env, algoliaHosts(cfg.ALGOLIA_HOSTS));
  const client = createAlgoliaClient(cfg, key, { timeouts: { read: WRITE_TIMEOUT_MS, write: WRITE_TIMEOUT_MS } });
  const index = cfg.ALGOLIA_INDEX;
  const replicas = titleReplicasOf(index);
  const where = cfg.ALGOLIA_HOSTS.trim() || `Algolia application ${cfg.ALGOLIA_APP_ID}`;

  const readIn = async (language: 'en' | 'fr') => {
    let read = 0;
    const products = await readSearchIndexProducts(language, (count) => {
      read += count;
      process.stdout.write(`\rread ${read} products in ${language} from ${cfg.SHOPIFY_STORE_URL}`);
    });
    process.stdout.write('\n');
    return products;
  };
  const products = await readIn('en');
  const french = new Map((await readIn('fr')).map((product) => [product.id, product]));
  // A reseller's host shows the collections under its prefix: the company products they list are its to sell.
  const collections = await readSearchIndexCollections();
  const records = products
    .map((product) => toSearchRecord(product, cfg.resellerIds, french.get(product.id), collections.get(product.id)))
    .filter((record): record is SearchRecord => record !== null);

  // Settings first: replaceAllObjects carries the main index's settings over to the records it moves in.
  const main = await client.setSettings({ indexName: index, indexSettings: mainIndexSettings(index) });
  await client.waitForTask({ indexName: index, taskID: main.taskID });
  for (const locale of ['en', 'fr'] as const) {
    const replica = titleReplicaOf(index, locale);
    const sorted = await client.setSettings({ indexName: replica, indexSettings: titleReplicaSettings(locale) });
    await client.waitForTask({ indexName: replica, taskID: sorted.taskID });
  }
  await client.replaceAllObjects({ indexName: index, objects: records, batchSize: 1000 });

  const byReseller = new Map<string, number>();
  for (const record of records) {
    for (const owner of record.resellers.length ? record.resellers : ['(company)']) byReseller.set(owner, (byReseller.get(owner) ?? 0) + 1);
  }
  const counts = [...byReseller].map(([owner, count]) => `${owner} ${count}`).join(', ');
  console.log(`indexed ${records.length} of ${products.length} products into ${index} (+ ${replicas.join(', ')}) on ${where}: ${counts}`);
}

main().catch((error: unknown) => {
  // Algolia's errors carry the HTTP status; a refused host often answers without a message.
  const status = (error as { status?: unknown } | null)?.status;
  const what = error instanceof Error ? `${error.name}: ${error.message || '(no message)'}` : String(error);
  console.error(`search:index failed: ${what}${typeof status === 'number' ? ` (HTTP ${status})` : ''}`);
  process.exit(1);
});
