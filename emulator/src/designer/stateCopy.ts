import { USER_ID } from './auth.ts';
import { LIMITS, type Design } from './model.ts';
import { arr, DesignInputError, obj, str } from './parse.ts';
import { STATE_ID } from './productDefinition.ts';
import type { PrivateGallery } from './store/gallery.ts';
import type { DesignStates, StateRecord } from './store/states.ts';
import { parseDesign } from './validate.ts';

const urls = (value: unknown, field: string): string[] => arr(value, field, 100).map((u, i) => str(u, `${field}[${i}]`, 2000));

/**
 * The state-files API's POST: a state file, exactly as GET answers it, stored for a user under the given id — how
 * a design saved by a visitor follows them once they sign in. A state names its images by gallery file and the
 * editor draws them from the opener's gallery, so they are copied from the gallery of the user the file names
 * (`userId`) into the new owner's: under the same name, or a free one (and the copy's items renamed to it) when
 * the owner already holds a different image of that name. Nothing is written unless the whole file is good.
 */
export function copyState(deps: { states: DesignStates; gallery: PrivateGallery }, userId: string, stateId: string, body: unknown): StateRecord {
  if (!STATE_ID.test(stateId)) throw new DesignInputError('stateId must be a UUID');
  const id = stateId.toLowerCase();
  if (deps.states.has(userId, id)) throw new DesignInputError('This state already exists');
  const file = obj(body, 'state');
  const design = parseDesign(file.design);
  const hiResOutputUrls = file.hiResOutputUrls === undefined ? [] : urls(file.hiResOutputUrls, 'state.hiResOutputUrls');
  const proofImageUrls = file.proofImageUrls === undefined ? [] : arr(file.proofImageUrls, 'state.proofImageUrls', LIMITS.surfaces).map((row, i) => urls(row, `state.proofImageUrls[${i}]`));

  const names = [...new Set(design.surfaces.flatMap((s) => s.items.flatMap((i) => (i.type === 'image' ? [i.file] : []))))];
  const renamed = new Map<string, string>();
  if (names.length > 0) {
    const from = typeof file.userId === 'string' && USER_ID.test(file.userId) ? file.userId : null;
    if (!from) throw new DesignInputError("state.userId must name the user whose gallery holds the design's images");
    const sources = names.map((name) => ({ name, source: deps.gallery.get(from, name) }));
    const missing = sources.filter((s) => !s.source).map((s) => s.name);
    if (missing.length) throw new DesignInputError(`Images not in the gallery of ${from}: ${missing.join(', ')}`, 422);
    for (const { name, source } of sources) {
      if (deps.gallery.get(userId, name)?.bytes.equals(source!.bytes)) continue;
      const stored = deps.gallery.put(userId, name, source!.bytes, false);
      if (stored !== name) renamed.set(name, stored);
    }
  }
  const copied: Design = renamed.size === 0 ? design : {
    ...design,
    surfaces: design.surfaces.map((s) => ({ ...s, items: s.items.map((i) => (i.type === 'image' && renamed.has(i.file) ? { ...i, file: renamed.get(i.file)! } : i)) })),
  };
  const now = new Date().toISOString();
  const createdAt = typeof file.createdAt === 'string' && !Number.isNaN(Date.parse(file.createdAt)) ? new Date(file.createdAt).toISOString() : now;
  const record: StateRecord = { stateId: id, userId, createdAt, updatedAt: now, design: copied, hiResOutputUrls, proofImageUrls };
  deps.states.put(record);
  return record;
}
