import { prepareAll, type Db } from './db.ts';

/** Static documents served as-is (pricing files, templates, snippets) and the analytics sink, read from SQLite per request. */
export class ContentStore {
  private readonly s;

  constructor(db: Db) {
    this.s = prepareAll(db, {
      file: 'SELECT body FROM files WHERE kind = ? AND name = ?',
      owner: 'SELECT default_locale FROM snippet_owners WHERE owner_kind = ? AND owner = ?',
      snippet: 'SELECT body, updated_at, locale FROM snippets WHERE owner_kind = ? AND owner = ? AND name = ? AND locale = ?',
      addEvent: 'INSERT INTO analytics_events (received_at, event) VALUES (?, ?)',
      listEvents: 'SELECT id, received_at, event FROM analytics_events ORDER BY id',
      clearEvents: 'DELETE FROM analytics_events',
    });
  }

  file(kind: 'pricing' | 'template', name: string): string | null {
    const row = this.s.file.get(kind, name) as { body: string } | undefined;
    return row?.body ?? null;
  }

  /** A snippet in the asked locale, else in the owner's default locale; null for an unknown owner or name. */
  snippet(kind: string, owner: string, name: string, locale: string | null): { body: string; locale: string; updatedAt: string } | null {
    const o = this.s.owner.get(kind, owner) as { default_locale: string } | undefined;
    if (!o) return null;
    for (const l of [locale, o.default_locale]) {
      if (!l) continue;
      const row = this.s.snippet.get(kind, owner, name, l) as { body: string; updated_at: string; locale: string } | undefined;
      if (row) return { body: row.body, locale: row.locale, updatedAt: row.updated_at };
    }
    return null;
  }

  recordEvent(event: unknown): void {
    this.s.addEvent.run(new Date().toISOString(), JSON.stringify(event));
  }

  events(): { id: number; receivedAt: string; event: unknown }[] {
    return (this.s.listEvents.all() as { id: number; received_at: string; event: string }[])
      .map((r) => ({ id: r.id, receivedAt: r.received_at, event: JSON.parse(r.event) as unknown }));
  }

  clearAnalytics(): void {
    this.s.clearEvents.run();
  }
}
