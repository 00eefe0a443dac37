import { notFound, type Handler, type Reply } from '../http.ts';
import type { ContentStore } from '../store/content.ts';

/** Serves a stored JSON document `{name}.json` of one kind: the pricing host and the templates host. */
export function jsonFileHandler(store: ContentStore, kind: 'pricing' | 'template'): Handler {
  return (req): Reply => {
    const m = /^(.+)\.json$/.exec(req.params.file ?? '');
    const body = m ? store.file(kind, m[1]!) : null;
    if (body === null) return notFound();
    return { status: 200, headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-cache' }, body };
  };
}
