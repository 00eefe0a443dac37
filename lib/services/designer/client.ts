import 'server-only';
import { z } from 'zod';
import { config, type AppConfig } from '../../ground/config';
import { UpstreamError, upstream, type UpstreamFailure, type UpstreamReply } from '../../ground/http/upstream';
import { customTemplatesFolderOf } from './design-owner';
import { designerApiBase } from './service-urls';
import { isDesignStateId } from './state-id';
import { DESIGN_FILE_PATH, templateFileName, templatesFileSchema, type TemplatesFile } from './templates';

/**
 * The design service, Customer's Canvas, as our server calls it: a user's
 * editor token and design preview images, both with the API key in
 * X-CustomersCanvasAPIKey (which never leaves the server, never goes in a
 * log or an error), and the templates host's files (no key). Every call goes
 * through lib/ground/http/upstream.ts, bounded by UPSTREAM_TIMEOUT_MS;
 * replies are zod-parsed; anything else throws DesignServiceError, whose
 * kind the routes map to a reply.
 */

export type DesignErrorKind =
  | UpstreamFailure
  /** The service refused the user's token (403): the upload is abandoned. */
  | 'token_refused'
  /** A preview that is not an image we serve (or too large). */
  | 'not_image';

export class DesignServiceError extends UpstreamError<'token_refused' | 'not_image'> {
  constructor(
    readonly operation: string,
    kind: DesignErrorKind,
    message: string,
    status: number | null = null,
  ) {
    // Never the URL's query, a header or the transport's cause: the message is logged as it is.
    super(`design ${operation}: ${message}`, { service: 'design', kind, status });
    this.name = 'DesignServiceError';
  }
}

export const DESIGN_API_KEY_HEADER = 'X-CustomersCanvasAPIKey';
/** Tokens live an hour and are extended by each call that uses them. */
export const TOKEN_SECONDS = 3600;
/** A preview is a thumbnail; anything larger is not one we proxy. */
export const MAX_PREVIEW_BYTES = 5 * 1024 * 1024;
/** Raster only: an SVG served from our origin could run script. */
export const PREVIEW_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;

/** What copyState did: the state is now the target user's either way. */
export type StateCopy = 'copied' | 'existing';
/** A saved design is JSON describing the items (images stay in the gallery); anything far larger is not one. */
export const MAX_STATE_BYTES = 20 * 1024 * 1024;

/** A user id as it goes in a path: our visitors' UUIDs and customers' numeric ids. */
const USER_ID = /^[A-Za-z0-9_-]{1,64}$/;

type DesignConfig = Pick<
  AppConfig,
  'APP_ENV' | 'DESIGNER_URL' | 'DESIGNER_STAGING_URL' | 'DESIGNER_API_URL' | 'DESIGNER_STAGING_API_URL' | 'DESIGNER_API_KEY' | 'TEMPLATES_BASE_URL' | 'UPSTREAM_TIMEOUT_MS'
>;

export interface DesignPreview {
  bytes: ArrayBuffer;
  contentType: string;
}

export interface DesignService {
  /** The editor token of a user (an existing one, else a new one); throws `token_refused` on a 403. */
  userToken(userId: string): Promise<string>;
  /** A design file's preview image, or null when the service has no such file. */
  designPreview(designFile: string, size?: { width?: number; height?: number }): Promise<DesignPreview | null>;
  /** A product type's templates file, or null when the host has none (the modal then sets noTemplateFound). */
  readTemplates(productType: string): Promise<TemplatesFile | null>;
  /**
   * Puts an image in the user's private gallery under `name` (the editor's
   * source images), with the user's token; answers the stored file name.
   * Throws `token_refused` on a 403.
   */
  uploadToGallery(userId: string, tokenId: string, image: { bytes: Uint8Array; name: string; contentType: string }): Promise<string>;
  /** Stores a design file named `name` in the user's own custom-templates folder (customTemplatesFolderOf); answers its id (a design file path). */
  uploadCustomTemplate(userId: string, name: string, design: unknown): Promise<string>;
  /**
   * Gives `toUserId` the saved design `stateId` of `fromUserId` (same id),
   * through the state-files API: 'copied', or 'existing' when that user
   * already has it. Throws `http` 404 when the source has no such state.
   */
  copyState(fromUserId: string, toUserId: string, stateId: string): Promise<StateCopy>;
}

/** The header the private gallery takes the user's token in (left to configuration; the emulator reads this one). */
export const USER_TOKEN_HEADER = 'X-CustomersCanvasUserToken';
/** Gallery and template file names: what our routes generate, nothing a browser chose. */
const FILE_NAME = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,119}$/;
const galleryReply = z.array(z.union([z.string().min(1), z.looseObject({ name: z.string().min(1) })])).min(1);

const tokenEntry = z.looseObject({ tokenId: z.string().min(1).optional() });
/** The list's shape is not documented: a bare array or `{ tokens: [...] }`. */
const tokenList = z.union([z.array(tokenEntry), z.looseObject({ tokens: z.array(tokenEntry) })]);
const createdToken = z.looseObject({ tokenId: z.string().min(1) });

/** How a call names its failures beyond the transport's own. */
interface SendOptions {
  /** Statuses besides 2xx the caller reads itself. */
  accept?: readonly number[];
  /** A 403 means the user's token was refused. */
  tokenCall?: boolean;
  maxBytes?: number;
  /** What a body past `maxBytes` is called. */
  tooLarge?: { kind: DesignErrorKind; message: string };
}

const exactBuffer = (bytes: Uint8Array<ArrayBuffer>): ArrayBuffer => bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength);

export function createDesignService(cfg: DesignConfig): DesignService {
  const apiBase = designerApiBase(cfg);

  /** One request through upstream(); every failure becomes a DesignServiceError of the operation. */
  async function send(operation: string, url: string, init: RequestInit & { withKey?: boolean }, options: SendOptions = {}): Promise<UpstreamReply> {
    const { withKey = true, ...rest } = init;
    const headers = new Headers(rest.headers);
    if (withKey) headers.set(DESIGN_API_KEY_HEADER, cfg.DESIGNER_API_KEY);
    return upstream('design', url, { ...rest, headers }, {
      timeoutMs: cfg.UPSTREAM_TIMEOUT_MS,
      accept: options.accept,
      maxBytes: options.maxBytes,
      // The cause is dropped: a transport error may echo the request it failed on.
      error: ({ kind, status, reason }) => {
        if (kind === 'status' && status === 403 && options.tokenCall) return new DesignServiceError(operation, 'token_refused', 'the service refused the user token (403)', 403);
        if (kind === 'too-large' && options.tooLarge) return new DesignServiceError(operation, options.tooLarge.kind, options.tooLarge.message, status);
        return new DesignServiceError(operation, kind, reason, status);
      },
    });
  }

  function json<T>(reply: UpstreamReply, schema: z.ZodType<T>): T {
    const parsed = schema.safeParse(reply.json());
    if (!parsed.success) throw reply.malformed(`unexpected reply: ${parsed.error.issues[0]?.message ?? ''}`);
    return parsed.data;
  }

  return {
    async userToken(userId) {
      if (!USER_ID.test(userId)) throw new RangeError('userToken: not a user id');
      const url = `${apiBase}/api/Auth/Users/${encodeURIComponent(userId)}/Tokens`;
      const listed = await send('tokens.list', url, { method: 'GET', headers: { Accept: 'application/json' } }, { tokenCall: true });
      const body = json(listed, tokenList);
      const existing = (Array.isArray(body) ? body : body.tokens).find((t) => t.tokenId)?.tokenId;
      if (existing) return existing;
      const created = await send('tokens.create', `${url}?Seconds=${TOKEN_SECONDS}&UpdateOnCall=true`, {
        method: 'POST',
        headers: { Accept: 'application/json' },
      }, { tokenCall: true });
      return json(created, createdToken).tokenId;
    },

    async designPreview(designFile, { width, height } = {}) {
      if (!DESIGN_FILE_PATH.test(designFile)) throw new RangeError('designPreview: not a design file path');
      const query = new URLSearchParams({ mode: 'File' });
      if (width) query.set('width', String(width));
      if (height) query.set('height', String(height));
      const path = designFile.split('/').map(encodeURIComponent).join('/');
      const reply = await send('preview', `${apiBase}/api/ProductTemplates/designs/${path}?${query}`, { method: 'GET', headers: { Accept: 'image/*' } }, {
        accept: [404],
        maxBytes: MAX_PREVIEW_BYTES,
        tooLarge: { kind: 'not_image', message: 'image too large' },
      });
      if (reply.status === 404) return null;
      const contentType = (reply.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
      if (!(PREVIEW_TYPES as readonly string[]).includes(contentType)) {
        throw new DesignServiceError('preview', 'not_image', `content type "${contentType.slice(0, 60)}" is not a raster image`, reply.status);
      }
      return { bytes: exactBuffer(reply.bytes), contentType };
    },

    async readTemplates(productType) {
      const name = templateFileName(productType);
      const url = `${cfg.TEMPLATES_BASE_URL.replace(/\/+$/, '')}/${encodeURIComponent(name)}.json`;
      // The templates host is public: the API key stays with the design service.
      const reply = await send('templates', url, { method: 'GET', headers: { Accept: 'application/json' }, withKey: false }, { accept: [404] });
      if (reply.status === 404) return null;
      return json(reply, templatesFileSchema);
    },

    async uploadToGallery(userId, tokenId, image) {
      if (!USER_ID.test(userId)) throw new RangeError('uploadToGallery: not a user id');
      if (!FILE_NAME.test(image.name)) throw new RangeError('uploadToGallery: not a file name');
      const form = new FormData();
      form.append('file', new Blob([image.bytes as Uint8Array<ArrayBuffer>], { type: image.contentType }), image.name);
      form.append('attachmentName', image.name);
      const url = `${apiBase}/api/Gallery/Private/${encodeURIComponent(userId)}/files?OverwriteExistingFiles=true`;
      // The gallery belongs to the user: their token, not the API key.
      const reply = await send('gallery.upload', url, { method: 'POST', body: form, headers: { [USER_TOKEN_HEADER]: tokenId, Accept: 'application/json' }, withKey: false }, { tokenCall: true });
      const [first] = json(reply, galleryReply);
      return typeof first === 'string' ? first : first!.name;
    },

    async uploadCustomTemplate(userId, name, design) {
      const folder = customTemplatesFolderOf(userId);
      if (!FILE_NAME.test(name)) throw new RangeError('uploadCustomTemplate: not a file name');
      const form = new FormData();
      form.append('file', new Blob([JSON.stringify(design)], { type: 'application/json' }), name);
      form.append('attachmentName', name);
      const reply = await send('templates.custom', `${apiBase}/api/ProductTemplates/designs/${folder}`, { method: 'POST', body: form });
      // The body is the stored id as plain text (one per line when several files went).
      const id = reply.text().split('\n')[0]!.trim().replace(/^"|"$/g, '');
      if (!DESIGN_FILE_PATH.test(id)) throw reply.malformed('the reply is not a design file id');
      return id;
    },

    async copyState(fromUserId, toUserId, stateId) {
      if (!USER_ID.test(fromUserId) || !USER_ID.test(toUserId)) throw new RangeError('copyState: not a user id');
      if (!isDesignStateId(stateId)) throw new RangeError('copyState: not a state id');
      const stateUrl = (userId: string) => `${apiBase}/api/users/${encodeURIComponent(userId)}/states/${encodeURIComponent(stateId)}`;
      const source = await send('states.read', stateUrl(fromUserId), { method: 'GET' }, {
        maxBytes: MAX_STATE_BYTES,
        tooLarge: { kind: 'malformed', message: 'state file too large' },
      });
      // The state file goes back as the service gave it: same bytes, same type.
      const contentType = source.headers.get('content-type') ?? 'application/octet-stream';
      const target = await send('states.write', stateUrl(toUserId), { method: 'POST', headers: { 'Content-Type': contentType }, body: source.bytes }, { accept: [400] });
      if (target.ok) return 'copied';
      if (/already exists/i.test(target.text())) return 'existing';
      throw new DesignServiceError('states.write', 'status', `HTTP ${target.status}`, target.status);
    },
  };
}

let shared: DesignService | undefined;
const service = () => (shared ??= createDesignService(config()));

export const userToken: DesignService['userToken'] = (userId) => service().userToken(userId);
export const designPreview: DesignService['designPreview'] = (designFile, size) => service().designPreview(designFile, size);
export const readTemplates: DesignService['readTemplates'] = (productType) => service().readTemplates(productType);
export const uploadToGallery: DesignService['uploadToGallery'] = (userId, tokenId, image) => service().uploadToGallery(userId, tokenId, image);
export const uploadCustomTemplate: DesignService['uploadCustomTemplate'] = (userId, name, design) => service().uploadCustomTemplate(userId, name, design);
export const copyState: DesignService['copyState'] = (fromUserId, toUserId, stateId) => service().copyState(fromUserId, toUserId, stateId);
