import { badRequest, jsonBody, noContent, type Handler } from '../http.ts';
import type { ContentStore } from '../store/content.ts';

const TYPES = new Set(['page', 'identify', 'track']);

/** POST /analytics: the analytics sink. Accepts {type, name?, properties?, userId?, anonymousId?, timestamp?}. */
export function analyticsHandler(store: ContentStore): Handler {
  return (req) => {
    const body = jsonBody(req);
    if (!body || typeof body !== 'object' || Array.isArray(body)) return badRequest('body must be a JSON object');
    const e = body as Record<string, unknown>;
    if (typeof e.type !== 'string' || !TYPES.has(e.type)) return badRequest('"type" must be "page", "identify" or "track"');
    for (const k of ['name', 'userId', 'anonymousId', 'timestamp'] as const) {
      if (e[k] !== undefined && e[k] !== null && typeof e[k] !== 'string') return badRequest(`"${k}" must be a string`);
    }
    if (e.properties !== undefined && (typeof e.properties !== 'object' || Array.isArray(e.properties))) {
      return badRequest('"properties" must be an object');
    }
    store.recordEvent(e);
    return noContent();
  };
}
