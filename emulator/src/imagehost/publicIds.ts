import crypto from 'node:crypto';
import { UploadError } from './errors.ts';
import { flag } from './uploadParams.ts';

/**
 * Public ids are slash-separated names. The emulator keeps them tame so every one round-trips through a delivery
 * URL unchanged: letters, digits and a few punctuation marks per segment, no empty, `.` or `..` segments (nothing
 * that reads as a path escape), at most 255 characters.
 */
const SEGMENT = /^[A-Za-z0-9_\-.@=+,!()~' ]+$/;
export const MAX_PUBLIC_ID = 255;

export function isValidPublicId(id: string): boolean {
  if (id.length === 0 || id.length > MAX_PUBLIC_ID) return false;
  return id.split('/').every((s) => SEGMENT.test(s) && s !== '.' && s !== '..' && s.trim() === s);
}

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';
function randomName(length: number): string {
  const bytes = crypto.randomBytes(length);
  return [...bytes].map((b) => ALPHABET[b % ALPHABET.length]).join('');
}

/** `file.name.PNG` → `file.name`, with anything a public id may not hold turned into `_`. */
function fromFilename(filename: string): string {
  const base = filename.replace(/^.*[\\/]/, '').replace(/\.[^.]*$/, '');
  const clean = base.replace(/[^A-Za-z0-9_\-@=+,!()~]/g, '_').slice(0, 200);
  return clean || 'file';
}

/**
 * The public id an upload gets: `folder/` + the `public_id` asked for, or the original filename
 * (`use_filename=true`, with a random suffix unless `unique_filename=false`), or a random name.
 */
export function publicIdFor(fields: ReadonlyMap<string, string>, filename: string): { publicId: string; folder: string } {
  const folder = (fields.get('folder') ?? '').replace(/^\/+|\/+$/g, '');
  if (folder && !isValidPublicId(folder)) throw new UploadError(400, `Invalid folder ${folder}`);
  const asked = fields.get('public_id');
  let name: string;
  if (asked) name = asked;
  else if (flag(fields, 'use_filename')) {
    name = fromFilename(filename);
    if (flag(fields, 'unique_filename') !== false) name += `_${randomName(6)}`;
  } else name = randomName(20);
  const publicId = folder ? `${folder}/${name}` : name;
  if (!isValidPublicId(publicId)) throw new UploadError(400, `Invalid public_id ${publicId}`);
  const slash = publicId.lastIndexOf('/');
  return { publicId, folder: slash < 0 ? '' : publicId.slice(0, slash) };
}
