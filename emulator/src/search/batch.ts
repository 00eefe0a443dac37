import { badParam } from './errors.ts';
import type { Rec } from './filters.ts';
import { applyPartial, objectIdOf, toRecord } from './records.ts';

const ACTIONS = new Set(['addObject', 'updateObject', 'partialUpdateObject', 'partialUpdateObjectNoCreate', 'deleteObject', 'delete', 'clear']);

export interface BatchOp {
  action: string;
  body: Rec;
}

/** A batch operation ready to apply: the record it writes (add, update) and the objectID it concerns (null for clear, delete). */
export interface PreparedOp extends BatchOp {
  id: string | null;
  rec: Rec | null;
}

/** The `requests` of a batch body; `named` for the multi-index batch, whose requests each carry `indexName`. */
export function readBatch(requests: unknown, named: boolean): { indexName?: string; op: BatchOp }[] {
  if (!Array.isArray(requests)) throw badParam('requests must be an array');
  return requests.map((r: unknown, i) => {
    const req = (r ?? {}) as Record<string, unknown>;
    if (typeof req.action !== 'string' || !ACTIONS.has(req.action)) throw badParam(`requests[${i}]: invalid action "${String(req.action)}"`);
    if (named && typeof req.indexName !== 'string') throw badParam(`requests[${i}]: indexName is required`);
    const body = req.body ?? {};
    if (typeof body !== 'object' || Array.isArray(body)) throw badParam(`requests[${i}]: body must be a JSON object`);
    return { indexName: req.indexName as string | undefined, op: { action: req.action, body: body as Rec } };
  });
}

/** Checks every operation (ids, records, partial-update operations) before any is applied, so a bad one changes nothing. */
export function prepareBatch(ops: BatchOp[]): PreparedOp[] {
  return ops.map((op) => {
    if (op.action === 'addObject') {
      const rec = toRecord(op.body);
      return { ...op, id: String(rec.objectID), rec };
    }
    if (op.action === 'delete' || op.action === 'clear') return { ...op, id: null, rec: null };
    const id = objectIdOf(op.body, op.action);
    if (op.action.startsWith('partialUpdateObject')) applyPartial({}, op.body);
    return { ...op, id, rec: op.action === 'updateObject' ? toRecord(op.body, id) : null };
  });
}
