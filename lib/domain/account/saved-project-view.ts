/**
 * A saved artwork project as the artwork page shows it (read back as id,
 * owner_id and a value holding the project's fields), with what reopening its design needs. GET
 * /api/tagging/get-metafield answers the value already parsed
 * (lib/domain/account/projects.ts); the reader also takes the platform's JSON
 * string, or the fields flat on the record. Whatever cannot be read is
 * dropped rather than shown broken.
 */
import { isDesignStateId } from '@/lib/services/designer/state-id';
import { classifyHref, safeImageSrc } from '@/lib/ground/html/url';

export interface SavedProjectView {
  /** The metafield id: what delete-metafield takes. */
  id: string | number;
  projectName: string;
  productName: string;
  productHandle: string;
  size: string;
  quantity: string;
  material: string;
  /** An http(s) URL or a raster image data URL (the editor may save either), else null. */
  thumbnail: string | null;
  /** An http(s) URL, else null. */
  proof: string | null;
  /** The design's editor state, to reopen it; null when none was saved or it is not a state id. */
  stateId: string | null;
  /** The size is custom dimensions (`W" x H"`), not one of the product's sizes. */
  customSize: boolean;
  /** The quantity was typed, not one of the offered breaks. */
  customQuantity: boolean;
  whiteHalo: boolean;
}

type Fields = Record<string, unknown>;

const text = (value: unknown): string =>
  typeof value === 'string' ? value.trim() : typeof value === 'number' && Number.isFinite(value) ? String(value) : '';

function valueOf(record: Fields): Fields | null {
  const raw = record.value;
  if (typeof raw === 'string') {
    try {
      const parsed: unknown = JSON.parse(raw);
      return parsed && typeof parsed === 'object' ? (parsed as Fields) : null;
    } catch {
      return null;
    }
  }
  if (raw && typeof raw === 'object') return raw as Fields;
  return record;
}

const RASTER_DATA_URL = /^data:image\/(?:png|jpeg|gif|webp);base64,[A-Za-z0-9+/=\s]+$/;

function thumbnailSrc(value: unknown): string | null {
  const raw = text(value);
  if (RASTER_DATA_URL.test(raw)) return raw;
  const src = safeImageSrc(raw);
  return src && /^https?:\/\//i.test(src) ? src : null;
}

/** The editor sends booleans; older or hand-made values may hold them as text. */
const flag = (value: unknown): boolean => value === true || value === 'true';

function httpLink(value: unknown): string | null {
  const link = classifyHref(text(value));
  return link?.external && /^https?:\/\//i.test(link.href) ? link.href : null;
}

export function toSavedProjectView(raw: unknown): SavedProjectView | null {
  if (!raw || typeof raw !== 'object') return null;
  const record = raw as Fields;
  const id = typeof record.id === 'number' || (typeof record.id === 'string' && record.id) ? record.id : null;
  const value = valueOf(record);
  if (id === null || !value) return null;
  return {
    id,
    projectName: text(value.project_name),
    productName: text(value.product_name),
    productHandle: text(value.product_handle),
    size: text(value.size),
    quantity: text(value.quantity),
    material: text(value.material),
    thumbnail: thumbnailSrc(value.thumbnail),
    proof: httpLink(value.proof),
    stateId: isDesignStateId(value.cc_state_id) ? value.cc_state_id : null,
    customSize: flag(value.custom_size),
    customQuantity: flag(value.custom_qnty),
    whiteHalo: flag(value.white_halo),
  };
}

export function toSavedProjectViews(raw: unknown): SavedProjectView[] {
  return Array.isArray(raw) ? raw.map(toSavedProjectView).filter((p): p is SavedProjectView => p !== null) : [];
}

/** Why a project cannot be reopened to edit and order again: no saved design, or no product to open it on. */
export type ReopenBlocker = 'no_design' | 'no_product';

export function reopenBlocker(project: SavedProjectView): ReopenBlocker | null {
  if (!project.stateId) return 'no_design';
  return project.productHandle ? null : 'no_product';
}
