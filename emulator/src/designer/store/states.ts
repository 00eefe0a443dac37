import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Design } from '../model.ts';
import { STATE_ID } from '../productDefinition.ts';
import { parseDesign } from '../validate.ts';
import { listDir, readIfExists, writeAtomic } from './files.ts';

/** A saved design (the vendor's "state file"), one JSON file per user and state id. */
export interface StateRecord {
  stateId: string;
  userId: string;
  createdAt: string;
  updatedAt: string;
  design: Design;
  /** the latest print-ready outputs rendered from this state */
  hiResOutputUrls: string[];
  proofImageUrls: string[][];
}

export class DesignStates {
  constructor(private readonly dir: string) {}

  /** Saves under the given id (replacing that state of the same user) or a new one. */
  save(userId: string, design: Design, stateId?: string, outputs?: { hiResOutputUrls: string[]; proofImageUrls: string[][] }): StateRecord {
    const id = stateId && STATE_ID.test(stateId) ? stateId.toLowerCase() : crypto.randomUUID();
    const previous = this.get(userId, id);
    const now = new Date().toISOString();
    const record: StateRecord = {
      stateId: id, userId, createdAt: previous?.createdAt ?? now, updatedAt: now, design,
      hiResOutputUrls: outputs?.hiResOutputUrls ?? [], proofImageUrls: outputs?.proofImageUrls ?? [],
    };
    writeAtomic(this.file(userId, id), JSON.stringify(record));
    return record;
  }

  has(userId: string, stateId: string): boolean {
    return STATE_ID.test(stateId) && fs.existsSync(this.file(userId, stateId.toLowerCase()));
  }

  /** Stores a whole record as given (a state copied from another user); the caller has checked it is new. */
  put(record: StateRecord): void {
    writeAtomic(this.file(record.userId, record.stateId), JSON.stringify(record));
  }

  get(userId: string, stateId: string): StateRecord | null {
    if (!STATE_ID.test(stateId)) return null;
    const bytes = readIfExists(this.file(userId, stateId.toLowerCase()));
    if (!bytes) return null;
    try {
      const record = JSON.parse(bytes.toString('utf8')) as StateRecord;
      return { ...record, design: parseDesign(record.design) };
    } catch {
      return null;
    }
  }

  list(userId: string): string[] {
    return listDir(path.join(this.dir, userId)).filter((d) => d.isFile() && d.name.endsWith('.json')).map((d) => d.name.slice(0, -5));
  }

  remove(userId: string, stateId: string): boolean {
    if (!STATE_ID.test(stateId)) return false;
    try {
      fs.unlinkSync(this.file(userId, stateId.toLowerCase()));
      return true;
    } catch {
      return false;
    }
  }

  private file(userId: string, stateId: string): string {
    return path.join(this.dir, userId, `${stateId}.json`);
  }
}
