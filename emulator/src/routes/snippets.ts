import { json, type Handler } from '../http.ts';
import type { ContentStore } from '../store/content.ts';

export const PUBLIC_URL_TOKEN = '{{PUBLIC_URL}}';

/**
 * GET /snippets/{sites|resellers}/{owner}/{Name}?locale=en|fr → {snippet:{name, owner, locale, updatedAt, body}}.
 * Image URLs inside bodies are stored against a placeholder and completed with the public URL here.
 */
export function snippetsHandler(kind: 'sites' | 'resellers', store: ContentStore, publicUrl: () => string): Handler {
  return (req) => {
    const { owner = '', name = '' } = req.params;
    const found = store.snippet(kind, owner, name, req.query.get('locale'));
    if (!found) return json(404, { error: 'Snippet not found' });
    return json(200, {
      snippet: { name, owner, locale: found.locale, updatedAt: found.updatedAt, body: found.body.split(PUBLIC_URL_TOKEN).join(publicUrl()) },
    }, { 'cache-control': 'no-cache' });
  };
}
