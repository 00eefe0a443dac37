import type { Req } from '../http.ts';
import { AlgoliaError } from './errors.ts';

/** The rights an Algolia API key can carry; each route needs one. */
export type Acl = 'search' | 'browse' | 'addObject' | 'deleteObject' | 'deleteIndex' | 'settings' | 'editSettings' | 'listIndexes';

export interface SearchKeys {
  appId: string;
  /** the search-only key: Algolia's public kind, ACL `search` alone */
  searchKey: string;
  /** the admin key: every ACL */
  adminKey: string;
}

/** A credential from its header, else from the query string (how browser clients send it, any case). */
function credential(req: Req, name: string): string | undefined {
  const header = req.headers[name];
  if (typeof header === 'string') return header;
  for (const [key, value] of req.query) if (key.toLowerCase() === name) return value;
  return undefined;
}

/** Algolia's answers: a wrong application or key is 403, and so is a valid key without the right. */
export function authorize(req: Req, keys: SearchKeys, acl: Acl): AlgoliaError | null {
  const appId = credential(req, 'x-algolia-application-id');
  const apiKey = credential(req, 'x-algolia-api-key');
  if (appId !== keys.appId || (apiKey !== keys.adminKey && apiKey !== keys.searchKey)) {
    return new AlgoliaError(403, 'Invalid Application-ID or API key');
  }
  if (apiKey === keys.searchKey && apiKey !== keys.adminKey && acl !== 'search') {
    return new AlgoliaError(403, 'Method not allowed with this API key');
  }
  return null;
}
