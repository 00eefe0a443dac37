import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { prepareAll, type Db } from '../../store/db.ts';

export interface UploadedFile {
  field: string;
  name: string;
  type: string;
  bytes: Uint8Array;
}

export interface FileMeta {
  field: string;
  name: string;
  size: number;
  type: string;
  sha256: string;
}

/** Where a reviewed form stands: tax forms wait for someone to read the certificate; other forms are not reviewed (null). */
export type Review = 'pending' | 'approved' | 'rejected';

export interface Submission {
  id: number;
  formName: string;
  createdAt: string;
  data: Record<string, string>;
  files: FileMeta[];
  review: Review | null;
  reviewedAt: string | null;
}

interface Row {
  id: number;
  form_name: string;
  created_at: string;
  data: string;
  files: string;
  review: string | null;
  reviewed_at: string | null;
}

const COLUMNS = 'id, form_name, created_at, data, files, review, reviewed_at';

function fromRow(r: Row): Submission {
  return {
    id: r.id,
    formName: r.form_name,
    createdAt: r.created_at,
    data: JSON.parse(r.data) as Record<string, string>,
    files: JSON.parse(r.files) as FileMeta[],
    review: (r.review as Review | null) ?? null,
    reviewedAt: r.reviewed_at,
  };
}

/**
 * Form submissions in SQLite (table form_submissions), uploaded files under `<data dir>/forms/<sha256>`:
 * content-addressed, so the same certificate sent twice is stored once and a name can never escape the folder.
 */
export class FormStore {
  private readonly s;

  constructor(db: Db, private readonly dir: string) {
    this.s = prepareAll(db, {
      insert: 'INSERT INTO form_submissions (form_name, created_at, data, files, review) VALUES (?, ?, ?, ?, ?)',
      all: `SELECT ${COLUMNS} FROM form_submissions ORDER BY id DESC`,
      byName: `SELECT ${COLUMNS} FROM form_submissions WHERE form_name = ? ORDER BY id DESC`,
      byId: `SELECT ${COLUMNS} FROM form_submissions WHERE id = ?`,
      decide: "UPDATE form_submissions SET review = ?, reviewed_at = ? WHERE id = ? AND review = 'pending'",
      clearRows: 'DELETE FROM form_submissions',
    });
  }

  /** `reviewed`: the submission waits for a decision (tax forms). */
  add(formName: string, data: Record<string, string>, uploads: UploadedFile[], reviewed = false): Submission {
    const files = uploads.map((u) => this.saveFile(u));
    const createdAt = new Date().toISOString();
    const review: Review | null = reviewed ? 'pending' : null;
    const id = Number(this.s.insert.run(formName, createdAt, JSON.stringify(data), JSON.stringify(files), review).lastInsertRowid);
    return { id, formName, createdAt, data, files, review, reviewedAt: null };
  }

  /** newest first */
  list(formName?: string): Submission[] {
    return ((formName ? this.s.byName.all(formName) : this.s.all.all()) as Row[]).map(fromRow);
  }

  byId(id: number): Submission | null {
    const row = this.s.byId.get(id) as Row | undefined;
    return row ? fromRow(row) : null;
  }

  /** Records the decision on a pending submission; false when it is not pending (unknown, already decided, never reviewed). */
  decide(id: number, decision: Exclude<Review, 'pending'>): boolean {
    return this.s.decide.run(decision, new Date().toISOString(), id).changes === 1;
  }

  /** A stored upload's bytes by its sha256, or null. */
  file(sha256: string): Buffer | null {
    if (!/^[0-9a-f]{64}$/.test(sha256)) return null;
    try {
      return fs.readFileSync(path.join(this.dir, sha256));
    } catch {
      return null;
    }
  }

  clear(): void {
    this.s.clearRows.run();
    fs.rmSync(this.dir, { recursive: true, force: true });
  }

  private saveFile(upload: UploadedFile): FileMeta {
    const sha256 = crypto.createHash('sha256').update(upload.bytes).digest('hex');
    fs.mkdirSync(this.dir, { recursive: true });
    fs.writeFileSync(path.join(this.dir, sha256), upload.bytes);
    return { field: upload.field, name: upload.name, size: upload.bytes.byteLength, type: upload.type, sha256 };
  }
}
