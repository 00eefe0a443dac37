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

export interface Submission {
  id: number;
  formName: string;
  createdAt: string;
  data: Record<string, string>;
  files: FileMeta[];
}

interface Row {
  id: number;
  form_name: string;
  created_at: string;
  data: string;
  files: string;
}

/**
 * Form submissions in SQLite (table form_submissions), uploaded files under `<data dir>/forms/<sha256>`:
 * content-addressed, so the same certificate sent twice is stored once and a name can never escape the folder.
 */
export class FormStore {
  private readonly s;

  constructor(db: Db, private readonly dir: string) {
    this.s = prepareAll(db, {
      insert: 'INSERT INTO form_submissions (form_name, created_at, data, files) VALUES (?, ?, ?, ?)',
      all: 'SELECT id, form_name, created_at, data, files FROM form_submissions ORDER BY id DESC',
      byName: 'SELECT id, form_name, created_at, data, files FROM form_submissions WHERE form_name = ? ORDER BY id DESC',
      clearRows: 'DELETE FROM form_submissions',
    });
  }

  add(formName: string, data: Record<string, string>, uploads: UploadedFile[]): Submission {
    const files = uploads.map((u) => this.saveFile(u));
    const createdAt = new Date().toISOString();
    const id = Number(this.s.insert.run(formName, createdAt, JSON.stringify(data), JSON.stringify(files)).lastInsertRowid);
    return { id, formName, createdAt, data, files };
  }

  /** newest first */
  list(formName?: string): Submission[] {
    const rows = (formName ? this.s.byName.all(formName) : this.s.all.all()) as Row[];
    return rows.map((r) => ({
      id: r.id,
      formName: r.form_name,
      createdAt: r.created_at,
      data: JSON.parse(r.data) as Record<string, string>,
      files: JSON.parse(r.files) as FileMeta[],
    }));
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
