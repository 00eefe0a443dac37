import { prepareAll, type Db } from '../store/db.ts';
import { isoSeconds, type OutboxRec } from './types.ts';

/** Mail the platform would send (password resets); tests read it through GET /__emulator/outbox. */
export class Outbox {
  private readonly s;

  constructor(db: Db) {
    this.s = prepareAll(db, {
      insert: 'INSERT INTO outbox (created_at, kind, to_email, subject, body) VALUES (?, ?, ?, ?, ?)',
      all: 'SELECT * FROM outbox ORDER BY id DESC',
      to: 'SELECT * FROM outbox WHERE to_email = ? COLLATE NOCASE ORDER BY id DESC',
    });
  }

  send(kind: string, to: string, subject: string, body: string): void {
    this.s.insert.run(isoSeconds(), kind, to, subject, body);
  }

  /** newest first, optionally only the mail sent to one address */
  list(to?: string | null): OutboxRec[] {
    const rows = (to ? this.s.to.all(to) : this.s.all.all()) as Record<string, unknown>[];
    return rows.map((r) => ({
      id: Number(r.id), createdAt: String(r.created_at), kind: String(r.kind), to: String(r.to_email), subject: String(r.subject), body: String(r.body),
    }));
  }
}
