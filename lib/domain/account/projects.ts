import * as z from '../../ground/zod';
import { isDesignStateId } from '../../services/designer/state-id';
import type { savedProjectShape, savedProjectValueShape } from './shapes';
import { PROJECT_NAME_MAX } from '../../ground/validation/project-name';

/**
 * Saved artwork projects, kept by
 * the tagging service as JSON customer metafields. The browser sends the
 * fields below when saving; it reads back SavedProject.
 */

const text = (max: number) => z.string().trim().max(max);
const flag = z.union([z.boolean(), z.enum(['true', 'false'])]);


/** The project as the design editor sends it (no customer id: the server adds the session's). */
export const savedProjectSchema = z.object({
  project_name: z.string().trim().min(1, 'Please provide a name').max(PROJECT_NAME_MAX, `The project name is at most ${PROJECT_NAME_MAX} characters`),
  cc_state_id: text(200).optional(),
  custom_size: flag.optional(),
  custom_qnty: flag.optional(),
  product_id: z.union([text(200), z.number().int()]).optional(),
  product_handle: text(255).optional(),
  product_name: text(255).optional(),
  quantity: z.union([text(20), z.number().int().min(0)]).optional(),
  size: text(100).optional(),
  material: text(200).optional(),
  // URLs of the proof and thumbnail images (data URLs are bounded by the body limit).
  proof: text(200_000).optional(),
  thumbnail: text(200_000).optional(),
  white_halo: flag.optional(),
});

export type SavedProjectInput = z.infer<typeof savedProjectSchema>;

/** The project fields the artwork page shows and what reopening it needs. */
export type SavedProjectValue = z.infer<typeof savedProjectValueShape>;

/** One saved project, in the shape it is read back in: the metafield id and its value. */
export type SavedProject = z.infer<typeof savedProjectShape>;

const asText = (value: unknown): string => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');
/** The editor sends booleans; the text form is what a hand-made or older value may hold. */
const asFlag = (value: unknown): boolean => value === true || value === 'true';

const VALUE_FIELDS = ['project_name', 'product_name', 'product_handle', 'size', 'quantity', 'material', 'thumbnail', 'proof'] as const;
const FLAG_FIELDS = ['custom_size', 'custom_qnty', 'white_halo'] as const;

/** A metafield's JSON value → a project; null for a value that is not one (other metafields, broken JSON). */
export function projectFromMetafield(m: { id: string; value: string; createdAt: string | null }): SavedProject | null {
  let json: unknown;
  try {
    json = JSON.parse(m.value);
  } catch {
    return null;
  }
  if (typeof json !== 'object' || json === null || Array.isArray(json)) return null;
  const fields = json as Record<string, unknown>;
  if (asText(fields.project_name) === '') return null;
  // Only the listed fields: the stored value also holds the customer id.
  const value = {
    ...Object.fromEntries(VALUE_FIELDS.map((key) => [key, asText(fields[key])])),
    ...Object.fromEntries(FLAG_FIELDS.map((key) => [key, asFlag(fields[key])])),
    // Reopening hands it to the editor and the checkout: only a state id as they accept it.
    cc_state_id: isDesignStateId(fields.cc_state_id) ? fields.cc_state_id : '',
  } as SavedProjectValue;
  return { id: m.id, createdAt: m.createdAt, value };
}
