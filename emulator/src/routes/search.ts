import { gunzipSync } from 'node:zlib';
import type { SearchSettings } from '../config.ts';
import { json, type Reply, type Req } from '../http.ts';
import type { Router } from '../router.ts';
import { SearchApplication } from '../search/application.ts';
import { authorize, type Acl } from '../search/auth.ts';
import { indexCatalog, reindexProduct, type CatalogIndex } from '../search/catalogRecords.ts';
import { AlgoliaError, algoliaReply, badParam } from '../search/errors.ts';
import { paramsFromString, searchParams } from '../search/query.ts';
import type { Catalog } from '../store/catalog.ts';

/** A body as the Algolia clients send it: JSON (their content-type says text/plain), gzipped when they compress. */
function bodyOf(req: Req): unknown {
  if (req.body.length === 0) return undefined;
  let raw = req.body;
  if (String(req.headers['content-encoding'] ?? '').toLowerCase() === 'gzip') {
    try {
      raw = gunzipSync(raw);
    } catch {
      throw badParam('Invalid gzip body');
    }
  }
  try {
    return JSON.parse(raw.toString('utf8')) as unknown;
  } catch {
    throw badParam('Invalid JSON');
  }
}

const flag = (req: Req, name: string, fallback: boolean): boolean => {
  const v = req.query.get(name);
  return v === null ? fallback : v === 'true';
};

const intParam = (req: Req, name: string): number | undefined => {
  const v = req.query.get(name);
  return v === null || !/^\d+$/.test(v) ? undefined : Number(v);
};

/**
 * The site search service on Algolia's REST contract (`/1/…`), as the official client calls it, over an in-memory
 * application whose `{index}` (and its title replica) holds the catalog. The catalog is indexed once the
 * emulator's public URL (the base of image URLs) is known, and each product the catalog changes afterwards is
 * re-indexed.
 */
export function addSearchRoutes(router: Router, deps: { catalog: Catalog; settings: SearchSettings; publicUrl: () => string; quiet?: boolean }): void {
  const { catalog, settings } = deps;
  const app = new SearchApplication();
  let seeded = false;
  const target = (): CatalogIndex => ({ index: settings.index, resellerIds: settings.resellerIds, publicUrl: deps.publicUrl() });
  const seed = () => {
    if (seeded) return;
    seeded = true;
    const { records, ms } = indexCatalog(app, catalog, target());
    if (!deps.quiet) console.log(`emulator: search index "${settings.index}" built: ${records} records in ${ms} ms`);
  };
  // Index as soon as the public URL is known (right after the server listens), so the first search does not
  // wait for it; a request arriving before then indexes first.
  const warmUp = () => {
    if (seeded) return;
    if (deps.publicUrl()) seed();
    else setTimeout(warmUp, 10).unref();
  };
  warmUp();
  catalog.onProductChange((id) => {
    if (seeded) reindexProduct(app, catalog, id, target());
  });

  const handle = (acl: Acl, fn: (req: Req, body: unknown) => unknown, status = 200) => (req: Req): Reply => {
    try {
      const denied = authorize(req, settings, acl);
      if (denied) throw denied;
      seed();
      return json(status, fn(req, bodyOf(req)));
    } catch (e) {
      if (e instanceof AlgoliaError) return algoliaReply(e);
      throw e;
    }
  };
  const index = (req: Req) => req.params.index ?? '';
  const star = (req: Req, what: string) => {
    if (index(req) !== '*') throw new AlgoliaError(404, `${what} is only answered on /1/indexes/*/…`);
  };

  router
    .add('GET', '/1/indexes', handle('listIndexes', (req) => app.list(intParam(req, 'page') ?? 0, intParam(req, 'hitsPerPage') ?? 100)))
    .add('POST', '/1/indexes/:index/query', handle('search', (req, body) => app.search(index(req), searchParams(body))))
    .add('POST', '/1/indexes/:index/queries', handle('search', (req, body) => {
      star(req, 'Multi-search');
      return app.multiSearch(body);
    }))
    .add('POST', '/1/indexes/:index/objects', handle('search', (req, body) => {
      star(req, 'getObjects');
      return app.getObjects((body as { requests?: unknown } | undefined)?.requests);
    }))
    .add('POST', '/1/indexes/:index/batch', handle('addObject', (req, body) => {
      const requests = (body as { requests?: unknown } | undefined)?.requests;
      return index(req) === '*' ? app.multipleBatch(requests) : app.batch(index(req), requests);
    }))
    .add('POST', '/1/indexes/:index/browse', handle('browse', (req, body) => {
      const { cursor, ...rest } = (body ?? {}) as Record<string, unknown>;
      if (cursor !== undefined && typeof cursor !== 'string') throw badParam('cursor must be a string');
      return app.browse(index(req), searchParams(rest), cursor ?? null);
    }))
    .add('GET', '/1/indexes/:index/browse', handle('browse', (req) => {
      const query = new URLSearchParams(req.query);
      const cursor = query.get('cursor');
      query.delete('cursor');
      return app.browse(index(req), paramsFromString(query.toString()), cursor);
    }))
    .add('POST', '/1/indexes/:index/clear', handle('deleteObject', (req) => app.clear(index(req))))
    .add('POST', '/1/indexes/:index/deleteByQuery', handle('deleteObject', (req, body) => app.deleteBy(index(req), body)))
    .add('POST', '/1/indexes/:index/operation', handle('addObject', (req, body) => app.operation(index(req), body)))
    .add('GET', '/1/indexes/:index/settings', handle('settings', (req) => app.settingsOf(index(req))))
    .add('PUT', '/1/indexes/:index/settings', handle('editSettings', (req, body) => app.setSettings(index(req), body, flag(req, 'forwardToReplicas', false))))
    .add('GET', '/1/indexes/:index/task/:taskID', handle('addObject', (req) => app.taskStatus(Number(req.params.taskID))))
    .add('GET', '/1/task/:taskID', handle('addObject', (req) => app.taskStatus(Number(req.params.taskID))))
    .add('POST', '/1/indexes/:index/:objectID/partial', handle('addObject', (req, body) =>
      app.partialUpdate(index(req), req.params.objectID ?? '', body, flag(req, 'createIfNotExists', true))))
    .add('GET', '/1/indexes/:index/:objectID', handle('search', (req) => {
      const attrs = req.query.get('attributesToRetrieve');
      return app.getObject(index(req), req.params.objectID ?? '', attrs === null ? null : attrs.split(',').map((a) => a.trim()));
    }))
    .add('PUT', '/1/indexes/:index/:objectID', handle('addObject', (req, body) => app.putObject(index(req), req.params.objectID ?? '', body)))
    .add('DELETE', '/1/indexes/:index/:objectID', handle('deleteObject', (req) => app.deleteObject(index(req), req.params.objectID ?? '')))
    .add('POST', '/1/indexes/:index', handle('addObject', (req, body) => app.saveObject(index(req), body), 201))
    .add('GET', '/1/indexes/:index', handle('search', (req) => app.search(index(req), paramsFromString(req.query.toString()))))
    .add('DELETE', '/1/indexes/:index', handle('deleteIndex', (req) => app.deleteIndex(index(req))));
  // the rest of Algolia's API (keys, rules, synonyms, logs …) answers in its own error shape, never a bare 404
  for (const method of ['GET', 'POST', 'PUT', 'DELETE']) {
    router.add(method, '/1/*rest', (req) => algoliaReply(new AlgoliaError(404, `The emulator does not implement ${method} ${req.path}`)), { key: `${method} /1` });
  }
}
