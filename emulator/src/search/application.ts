import { prepareBatch, readBatch, type BatchOp } from './batch.ts';
import { decodeCursor, encodeCursor } from './cursor.ts';
import { AlgoliaError, badParam, indexNotFound } from './errors.ts';
import type { Rec } from './filters.ts';
import { searchParams, type SearchParams } from './query.ts';
import { applyPartial, toRecord } from './records.ts';
import { SearchIndex, type SearchResponse } from './searchIndex.ts';
import { patchSettings, replicaNames, settingsResponse, type IndexSettings } from './settings.ts';

const now = () => new Date().toISOString();
const SCOPES = new Set(['settings', 'synonyms', 'rules']);

/**
 * One Algolia application: its indices, replicas kept in step with their primaries, and tasks. Every write is
 * applied before it answers, so each task is already `published` when the client asks.
 */
export class SearchApplication {
  private readonly indices = new Map<string, SearchIndex>();
  private lastTask = 0;

  private task(): number {
    return ++this.lastTask;
  }

  /** Every task this application issued is done; an id it never issued is unknown. */
  taskStatus(taskID: number): { status: 'published'; pendingTask: false } {
    if (!Number.isInteger(taskID) || taskID < 1 || taskID > this.lastTask) throw new AlgoliaError(404, 'Task does not exist');
    return { status: 'published', pendingTask: false };
  }

  find(name: string): SearchIndex | undefined {
    return this.indices.get(name);
  }

  index(name: string): SearchIndex {
    const idx = this.indices.get(name);
    if (!idx) throw indexNotFound();
    return idx;
  }

  private ensure(name: string): SearchIndex {
    let idx = this.indices.get(name);
    if (!idx) {
      if (!/^[^\s/*]{1,512}$/.test(name)) throw badParam(`Invalid index name "${name}"`);
      idx = new SearchIndex(name);
      this.indices.set(name, idx);
    }
    return idx;
  }

  /** An index records may be written to: created on first write, never a replica (its primary feeds it). */
  private writable(name: string): SearchIndex {
    return refuseReplica(this.ensure(name));
  }

  private replicasOf(idx: SearchIndex): SearchIndex[] {
    return replicaNames(idx.settings).flatMap((n) => this.indices.get(n) ?? []);
  }

  /** Copies the primary's current version of these records (or their absence) into its replicas. */
  private mirror(idx: SearchIndex, ids: Iterable<string>): void {
    const replicas = this.replicasOf(idx);
    if (replicas.length === 0) return;
    for (const id of ids) {
      const rec = idx.get(id);
      for (const r of replicas) {
        if (rec) r.put(structuredClone(rec));
        else r.remove(id);
      }
    }
  }

  private resync(idx: SearchIndex): void {
    for (const r of this.replicasOf(idx)) {
      r.clear();
      for (const rec of idx.all()) r.put(structuredClone(rec));
    }
  }

  // ── records ───────────────────────────────────────────────────────────────

  batch(name: string, requests: unknown): { taskID: number; objectIDs: string[] } {
    const ops = readBatch(requests, false);
    const objectIDs = this.applyBatch(name, ops.map((o) => o.op));
    return { taskID: this.task(), objectIDs };
  }

  /** `POST /1/indexes/*\/batch`: each request names its index. */
  multipleBatch(requests: unknown): { taskID: Record<string, number>; objectIDs: string[] } {
    const ops = readBatch(requests, true);
    const byIndex = new Map<string, BatchOp[]>();
    for (const { indexName, op } of ops) byIndex.set(indexName!, [...(byIndex.get(indexName!) ?? []), op]);
    const objectIDs: string[] = [];
    const taskID: Record<string, number> = {};
    for (const [indexName, list] of byIndex) {
      objectIDs.push(...this.applyBatch(indexName, list));
      taskID[indexName] = this.task();
    }
    return { taskID, objectIDs };
  }

  private applyBatch(name: string, ops: BatchOp[]): string[] {
    const prepared = prepareBatch(ops);
    const idx = this.writable(name);
    const touched = new Set<string>();
    const ids: string[] = [];
    for (const p of prepared) {
      if (p.action === 'clear' || p.action === 'delete') {
        idx.clear();
        for (const r of this.replicasOf(idx)) r.clear();
        touched.clear();
        continue;
      }
      const id = p.id!;
      ids.push(id);
      touched.add(id);
      if (p.rec) idx.put(p.rec);
      else if (p.action === 'deleteObject') idx.remove(id);
      else {
        const current = idx.get(id);
        if (current) idx.put(applyPartial(current, p.body));
        else if (p.action === 'partialUpdateObject') idx.put(toRecord(applyPartial({}, p.body), id));
      }
    }
    this.mirror(idx, touched);
    if (prepared.some((p) => p.action === 'delete')) this.deleteIndex(name);
    return ids;
  }

  saveObject(name: string, body: unknown): { createdAt: string; taskID: number; objectID: string } {
    const rec = toRecord(body);
    const idx = this.writable(name);
    idx.put(rec);
    this.mirror(idx, [String(rec.objectID)]);
    return { createdAt: now(), taskID: this.task(), objectID: String(rec.objectID) };
  }

  putObject(name: string, objectID: string, body: unknown): { objectID: string; taskID: number; updatedAt: string } {
    const rec = toRecord(body, objectID);
    const idx = this.writable(name);
    idx.put(rec);
    this.mirror(idx, [objectID]);
    return { objectID, taskID: this.task(), updatedAt: now() };
  }

  partialUpdate(name: string, objectID: string, attributes: unknown, createIfNotExists: boolean): { objectID: string; taskID: number; updatedAt: string } {
    if (!attributes || typeof attributes !== 'object' || Array.isArray(attributes)) throw badParam('Attributes to update must be a JSON object');
    const idx = this.writable(name);
    const current = idx.get(objectID);
    if (current) idx.put(applyPartial(current, attributes as Rec));
    else if (createIfNotExists) idx.put(toRecord(applyPartial({}, attributes as Rec), objectID));
    this.mirror(idx, [objectID]);
    return { objectID, taskID: this.task(), updatedAt: now() };
  }

  deleteObject(name: string, objectID: string): { taskID: number; deletedAt: string } {
    const idx = this.indices.get(name);
    if (idx) {
      refuseReplica(idx);
      idx.remove(objectID);
      this.mirror(idx, [objectID]);
    }
    return { taskID: this.task(), deletedAt: now() };
  }

  getObject(name: string, objectID: string, attributesToRetrieve: string[] | null): Rec {
    const rec = this.index(name).get(objectID);
    if (!rec) throw new AlgoliaError(404, 'ObjectID does not exist');
    return pick(rec, attributesToRetrieve);
  }

  getObjects(requests: unknown): { results: (Rec | null)[] } {
    if (!Array.isArray(requests)) throw badParam('requests must be an array');
    return {
      results: requests.map((r: unknown) => {
        const req = (r ?? {}) as Record<string, unknown>;
        if (typeof req.indexName !== 'string' || (typeof req.objectID !== 'string' && typeof req.objectID !== 'number')) {
          throw badParam('each request needs indexName and objectID');
        }
        const rec = this.indices.get(req.indexName)?.get(String(req.objectID));
        return rec ? pick(rec, Array.isArray(req.attributesToRetrieve) ? (req.attributesToRetrieve as string[]) : null) : null;
      }),
    };
  }

  clear(name: string): { taskID: number; updatedAt: string } {
    const idx = this.indices.get(name);
    if (idx) {
      refuseReplica(idx);
      idx.clear();
      for (const r of this.replicasOf(idx)) r.clear();
    }
    return { taskID: this.task(), updatedAt: now() };
  }

  deleteBy(name: string, body: unknown): { taskID: number; updatedAt: string } {
    const params = searchParams(body);
    const extra = Object.keys(params).filter((k) => !['filters', 'facetFilters', 'numericFilters', 'tagFilters'].includes(k));
    if (extra.length) throw badParam(`deleteByQuery takes filters only, not ${extra.join(', ')}`);
    if (Object.keys(params).length === 0) throw badParam('deleteByQuery needs at least one filter');
    const idx = refuseReplica(this.index(name));
    const ids = idx.matching(params).map((c) => String(c.rec.objectID));
    for (const id of ids) idx.remove(id);
    this.mirror(idx, ids);
    return { taskID: this.task(), updatedAt: now() };
  }

  // ── indices ───────────────────────────────────────────────────────────────

  deleteIndex(name: string): { taskID: number; deletedAt: string } {
    const idx = this.indices.get(name);
    if (idx?.primary) throw badParam(`Cannot delete the replica index "${name}": remove it from the replicas of "${idx.primary}" first`);
    if (idx) {
      for (const r of this.replicasOf(idx)) r.replicaOf(null);
      this.indices.delete(name);
    }
    return { taskID: this.task(), deletedAt: now() };
  }

  settingsOf(name: string): IndexSettings {
    const idx = this.index(name);
    return settingsResponse(idx.settings, idx.primary);
  }

  setSettings(name: string, patch: unknown, forwardToReplicas: boolean): { taskID: number; updatedAt: string } {
    const idx = this.ensure(name);
    const next = patchSettings(idx.settings, patch);
    const before = replicaNames(idx.settings);
    const after = replicaNames(next);
    if (after.length && idx.primary) throw badParam(`The replica index "${name}" cannot have replicas`);
    for (const r of after) {
      const existing = this.indices.get(r);
      if (r === name) throw badParam('An index cannot be its own replica');
      if (existing?.primary && existing.primary !== name) throw badParam(`"${r}" is already a replica of "${existing.primary}"`);
      if (existing && replicaNames(existing.settings).length) throw badParam(`"${r}" has replicas of its own and cannot be a replica`);
    }
    idx.setSettings(next);
    for (const r of before.filter((x) => !after.includes(x))) {
      this.indices.get(r)?.replicaOf(null);
    }
    for (const r of after.filter((x) => !before.includes(x))) {
      const replica = this.indices.get(r) ?? this.ensure(r);
      if (replica.size === 0 && Object.keys(replica.settings).length === 0) replica.setSettings(withoutReplicas(next));
      replica.replicaOf(idx);
    }
    if (after.some((x) => !before.includes(x))) this.resync(idx);
    if (forwardToReplicas) {
      const forwarded = withoutReplicas(patch as Record<string, unknown>);
      for (const r of this.replicasOf(idx)) r.setSettings(patchSettings(r.settings, forwarded));
    }
    return { taskID: this.task(), updatedAt: now() };
  }

  /**
   * Copy or move, as replaceAllObjects uses them: a copy of a missing index makes an empty one; a copy never takes
   * the source's replicas and may not land on an index that has replicas; `scope` copies settings (rules and
   * synonyms are not kept here) and leaves the destination's records. A move of a missing index does nothing; a
   * move onto an index with replicas keeps them and refills them with the moved records.
   */
  operation(name: string, body: unknown): { taskID: number; updatedAt: string } {
    const op = (body ?? {}) as Record<string, unknown>;
    if (op.operation !== 'copy' && op.operation !== 'move') throw badParam('operation must be "copy" or "move"');
    if (typeof op.destination !== 'string' || !op.destination) throw badParam('destination is required');
    const scope = op.scope;
    if (scope !== undefined && (!Array.isArray(scope) || scope.some((s) => !SCOPES.has(s as string)))) {
      throw badParam('scope must be a list of "settings", "synonyms", "rules"');
    }
    const destination = op.destination;
    const source = this.indices.get(name);
    if (destination === name) throw badParam('Source and destination must differ');
    const dest = this.indices.get(destination);
    if (dest?.primary) throw badParam(`Cannot ${op.operation} onto the replica index "${destination}"`);
    if (op.operation === 'copy') {
      if (dest && replicaNames(dest.settings).length) throw badParam(`Cannot copy to "${destination}": it has replicas`);
      const target = dest ?? this.ensure(destination);
      target.setSettings(withoutReplicas(source?.settings ?? {}));
      if (!scope) {
        target.clear();
        for (const rec of source?.all() ?? []) target.put(structuredClone(rec));
      }
    } else if (source) {
      if (source.primary || replicaNames(source.settings).length) throw badParam('The emulator does not move a replica or an index that has replicas');
      const keep = dest ? replicaNames(dest.settings).length ? { replicas: dest.settings.replicas } : {} : {};
      this.indices.delete(name);
      const target = dest ?? this.ensure(destination);
      target.setSettings({ ...withoutReplicas(source.settings), ...keep });
      target.clear();
      for (const rec of source.all()) target.put(rec);
      this.resync(target);
    }
    return { taskID: this.task(), updatedAt: now() };
  }

  list(page: number, hitsPerPage: number): { items: Record<string, unknown>[]; nbPages: number } {
    const all = [...this.indices.values()].sort((a, b) => a.name.localeCompare(b.name)).map((idx) => {
      const dataSize = Buffer.byteLength(JSON.stringify(idx.all()));
      const replicas = replicaNames(idx.settings);
      return {
        name: idx.name, createdAt: idx.createdAt, updatedAt: idx.updatedAt, entries: idx.size, dataSize, fileSize: dataSize,
        lastBuildTimeS: idx.lastBuildTimeS, numberOfPendingTasks: 0, pendingTask: false,
        ...(idx.primary ? { primary: idx.primary } : {}), ...(replicas.length ? { replicas } : {}),
      };
    });
    const size = hitsPerPage > 0 ? hitsPerPage : all.length || 1;
    return { items: all.slice(page * size, (page + 1) * size), nbPages: Math.max(1, Math.ceil(all.length / size)) };
  }

  // ── reads ────────────────────────────────────────────────────────────────

  search(name: string, params: SearchParams): SearchResponse {
    return this.index(name).search(params);
  }

  /** `POST /1/indexes/*\/queries`: every request answered in order, each result naming its index. */
  multiSearch(body: unknown): { results: SearchResponse[] } {
    const requests = (body as { requests?: unknown } | null)?.requests;
    if (!Array.isArray(requests)) throw badParam('requests must be an array');
    return {
      results: requests.map((r: unknown, i) => {
        const req = (r ?? {}) as Record<string, unknown>;
        if (typeof req.indexName !== 'string') throw badParam(`requests[${i}]: indexName is required`);
        if (req.type !== undefined && req.type !== 'default') {
          throw badParam(`requests[${i}]: the emulator does not support type "${String(req.type)}" (search for facet values)`);
        }
        return { ...this.search(req.indexName, searchParams(req)), index: req.indexName };
      }),
    };
  }

  browse(name: string, params: SearchParams, cursor: string | null): SearchResponse {
    const idx = this.index(name);
    let from = 0;
    let p = params;
    if (cursor) {
      const decoded = decodeCursor(cursor);
      if (!decoded) throw badParam('Invalid cursor');
      ({ from, params: p } = decoded);
    }
    const { response, next } = idx.browse(p, from);
    return next === null ? response : { ...response, cursor: encodeCursor(next, p) };
  }
}

function refuseReplica(idx: SearchIndex): SearchIndex {
  if (idx.primary) throw badParam(`Cannot write records to the replica index "${idx.name}": write to its primary "${idx.primary}"`);
  return idx;
}

function pick(rec: Rec, attributes: string[] | null): Rec {
  if (!attributes || attributes.includes('*')) return structuredClone(rec);
  return Object.fromEntries(Object.entries(rec).filter(([k]) => k === 'objectID' || attributes.includes(k)).map(([k, v]) => [k, structuredClone(v)]));
}

function withoutReplicas(s: Record<string, unknown>): IndexSettings {
  const rest = { ...s };
  delete rest.replicas;
  return rest;
}
