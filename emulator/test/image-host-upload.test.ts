import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, beforeEach, describe, it } from 'node:test';
import type { UploadApiResponse } from 'cloudinary';
import sharp from 'sharp';
import { CLOUD, KEY, SECRET, startImageHost, type ImageHostHarness, type SdkError } from './image-host-sdk.ts';

let h: ImageHostHarness;
before(async () => {
  h = await startImageHost();
});
after(() => h.t.stop());
beforeEach(async () => {
  await h.t.get('/__emulator/faults', { method: 'DELETE' });
});

const png = (w: number, h: number, color = '#2563eb') => sharp({ create: { width: w, height: h, channels: 3, background: color } }).png().toBuffer();
const sha1 = (text: string) => crypto.createHash('sha1').update(text).digest('hex');
const now = () => Math.floor(Date.now() / 1000);

/** A raw multipart POST, for what the SDK will not send (bad signatures, no file, Basic auth). */
function post(fields: Record<string, string>, file?: { bytes: Buffer; name: string }, opts: { cloud?: string; rtype?: string; headers?: Record<string, string> } = {}) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  if (file) form.append('file', new Blob([new Uint8Array(file.bytes)]), file.name);
  return h.t.get(`/v1_1/${opts.cloud ?? CLOUD}/${opts.rtype ?? 'image'}/upload`, { method: 'POST', body: form, headers: opts.headers ?? {} });
}

async function rejection(promise: Promise<unknown>): Promise<SdkError> {
  try {
    await promise;
  } catch (e) {
    return e as SdkError;
  }
  assert.fail('the upload should have been refused');
}

describe('image host: signed uploads with the official SDK', () => {
  it('upload_stream stores a PNG and answers its size, format and a delivery URL on the emulator', async () => {
    const bytes = await png(300, 200);
    // the app's options: a stream has no name of its own, filename_override gives it one
    const res = await h.upload(bytes, { folder: 'artwork', resource_type: 'image', filename_override: 'shop-logo.png', use_filename: false });
    assert.equal(res.width, 300);
    assert.equal(res.height, 200);
    assert.equal(res.format, 'png');
    assert.equal(res.resource_type, 'image');
    assert.equal(res.type, 'upload');
    assert.equal(res.bytes, bytes.length);
    assert.equal(res.pages, 1);
    assert.equal(res.etag, crypto.createHash('md5').update(bytes).digest('hex'));
    assert.match(res.public_id, /^artwork\/[a-z0-9]{20}$/);
    assert.equal((res as unknown as { folder: string }).folder, 'artwork');
    assert.equal(res.api_key, KEY);
    assert.equal(res.original_filename, 'shop-logo');
    assert.equal(res.secure_url, `${h.t.emu.publicUrl}/${CLOUD}/image/upload/v${res.version}/${res.public_id}.png`);
    assert.ok(h.t.emu.publicUrl.startsWith('http://localhost:'), 'the app allowlists localhost:<port> as an image host');
    // the SDK's own check of a reply's signature (untyped in its TypeScript types)
    const utils = h.cloudinary.utils as unknown as { verify_api_response_signature(id: string, version: number, signature: string): boolean };
    assert.equal(utils.verify_api_response_signature(res.public_id, res.version, res.signature), true);
    const delivered = await h.t.get(res.secure_url);
    assert.equal(delivered.status, 200);
    assert.equal(delivered.headers.get('content-type'), 'image/png');
    assert.deepEqual(Buffer.from(await delivered.arrayBuffer()), bytes);
  });

  it('resource_type auto posts to /auto/upload and stores an image', async () => {
    await h.t.get('/__emulator/requests', { method: 'DELETE' });
    const res = await h.upload(await png(10, 12), { resource_type: 'auto', public_id: 'auto/one' });
    assert.equal(res.public_id, 'auto/one');
    assert.equal(res.resource_type, 'image');
    const log = (await (await h.t.get('/__emulator/requests')).json()) as { paths: Record<string, number> };
    assert.equal(log.paths[`POST /v1_1/${CLOUD}/auto/upload`], 1);
  });

  it('honours public_id, tags and sha256 signatures; a second upload replaces the first unless overwrite is false', async () => {
    const first = await h.upload(await png(8, 8), { public_id: 'labels/logo', tags: ['art', 'front'], signature_algorithm: 'sha256' });
    assert.equal(first.public_id, 'labels/logo');
    assert.deepEqual(first.tags, ['art', 'front']);
    const second = await h.upload(await png(16, 9), { public_id: 'labels/logo' });
    assert.ok(second.version > first.version);
    assert.equal(second.width, 16);
    assert.equal(second.asset_id, first.asset_id);
    const kept = await h.upload(await png(4, 4), { public_id: 'labels/logo', overwrite: false });
    assert.equal((kept as unknown as { existing: boolean }).existing, true);
    assert.equal(kept.version, second.version);
    assert.equal(kept.width, 16);
  });

  it('accepts a data URI through uploader.upload and refuses remote URLs', async () => {
    const res = await h.cloudinary.uploader.upload(`data:image/png;base64,${(await png(7, 5)).toString('base64')}`);
    assert.deepEqual([res.width, res.height, res.format], [7, 5, 'png']);
    const err = await rejection(h.cloudinary.uploader.upload('https://example.com/art.png'));
    assert.equal(err.http_code, 400);
    assert.equal(err.message, 'Remote URLs are not supported by this stand-in');
  });

  it('names the asset after the file with use_filename (unique unless unique_filename is false)', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'image-host-'));
    const file = path.join(dir, 'My Logo.png');
    fs.writeFileSync(file, await png(6, 6));
    try {
      const unique = await h.cloudinary.uploader.upload(file, { use_filename: true, folder: 'named' });
      assert.match(unique.public_id, /^named\/My_Logo_[a-z0-9]{6}$/);
      assert.equal(unique.original_filename, 'My Logo');
      const exact = await h.cloudinary.uploader.upload(file, { use_filename: true, unique_filename: false });
      assert.equal(exact.public_id, 'My_Logo');
      // upload_large sends a small file as one chunk with a Content-Range header
      const large = await new Promise<UploadApiResponse>((resolve, reject) => {
        h.cloudinary.uploader.upload_large(file, { resource_type: 'image', public_id: 'named/large' }, (e, r) => (e || !r ? reject(e) : resolve(r)));
      });
      assert.deepEqual([large.public_id, large.width], ['named/large', 6]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('accepts HTTP Basic credentials instead of a signature', async () => {
    const basic = `Basic ${Buffer.from(`${KEY}:${SECRET}`).toString('base64')}`;
    const res = await post({ public_id: 'basic/one' }, { bytes: await png(5, 5), name: 'a.png' }, { headers: { authorization: basic } });
    assert.equal(res.status, 200);
    assert.equal(((await res.json()) as { public_id: string }).public_id, 'basic/one');
    const wrong = await post({}, { bytes: await png(5, 5), name: 'a.png' }, { headers: { authorization: `Basic ${Buffer.from(`${KEY}:nope`).toString('base64')}` } });
    assert.equal(wrong.status, 401);
  });
});

describe('image host: refusals in the real service\'s shapes', () => {
  it('a bad signature is 401 naming the string to sign', async () => {
    const timestamp = String(now());
    const res = await post({ api_key: KEY, timestamp, folder: 'x', signature: 'deadbeef' }, { bytes: await png(4, 4), name: 'a.png' });
    assert.equal(res.status, 401);
    assert.deepEqual(await res.json(), { error: { message: `Invalid Signature deadbeef. String to sign - 'folder=x&timestamp=${timestamp}'.` } });
    // the SDK signing with the wrong secret gets the same refusal as an error it understands
    const err = await rejection(h.upload(await png(4, 4), { api_secret: 'wrong-secret' }));
    assert.equal(err.http_code, 401);
    assert.match(err.message, /^Invalid Signature [0-9a-f]{40}\. String to sign - 'timestamp=\d+'\.$/);
  });

  it('a signature covers every parameter: changing one after signing is refused', async () => {
    const timestamp = String(now());
    const signature = sha1(`folder=a&timestamp=${timestamp}${SECRET}`);
    const good = await post({ api_key: KEY, timestamp, folder: 'a', signature }, { bytes: await png(4, 4), name: 'a.png' });
    assert.equal(good.status, 200);
    const tampered = await post({ api_key: KEY, timestamp, folder: 'b', signature }, { bytes: await png(4, 4), name: 'a.png' });
    assert.equal(tampered.status, 401);
  });

  it('an unknown API key is 401', async () => {
    const err = await rejection(h.upload(await png(4, 4), { api_key: 'someone-else' }));
    assert.equal(err.http_code, 401);
    assert.equal(err.message, 'Unknown API key someone-else');
  });

  it('a timestamp more than an hour old is a stale request', async () => {
    const timestamp = now() - 2 * 3600;
    const err = await rejection(h.upload(await png(4, 4), { timestamp }));
    assert.equal(err.http_code, 400);
    const reported = new Date(timestamp * 1000).toISOString().replace('T', ' ').replace(/\.\d+Z$/, '');
    assert.equal(err.message, `Stale request - reported time is ${reported} +0000 which is more than 1 hour ago`);
  });

  it('the wrong cloud name is 401', async () => {
    const res = await post({ upload_preset: 'artwork_unsigned' }, { bytes: await png(4, 4), name: 'a.png' }, { cloud: 'othercloud' });
    assert.equal(res.status, 401);
    assert.deepEqual(await res.json(), { error: { message: 'Invalid cloud_name othercloud' } });
  });

  it('a missing file, a non-image and an oversize file are 400', async () => {
    const timestamp = String(now());
    const noFile = await post({ api_key: KEY, timestamp, signature: sha1(`timestamp=${timestamp}${SECRET}`) });
    assert.equal(noFile.status, 400);
    assert.deepEqual(await noFile.json(), { error: { message: 'Missing required parameter - file' } });

    const exe = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'), Buffer.alloc(512, 0x41)]);
    const err = await rejection(h.upload(exe, { public_id: 'not-an-image' }));
    assert.equal(err.http_code, 400);
    assert.equal(err.message, 'Invalid image file');
    assert.equal((await h.t.get(`/${CLOUD}/image/upload/not-an-image.png`)).status, 404, 'nothing was stored');

    const big = Buffer.alloc(20 * 1024 * 1024 + 1, 0);
    const tooBig = await post({ upload_preset: 'artwork_unsigned' }, { bytes: big, name: 'big.png' });
    assert.equal(tooBig.status, 400);
    assert.deepEqual(await tooBig.json(), { error: { message: `File size too large. Got ${big.length}. Maximum is ${20 * 1024 * 1024}.` } });
  });

  it('public ids and folders that climb out of their place are refused', async () => {
    for (const options of [{ public_id: '../../etc/passwd' }, { public_id: 'a/../b' }, { folder: '..', public_id: 'x' }, { public_id: 'a//b' }]) {
      const err = await rejection(h.upload(await png(4, 4), options));
      assert.equal(err.http_code, 400, JSON.stringify(options));
      assert.match(err.message, /^Invalid (public_id|folder) /);
    }
    const res = await h.t.get(`/${CLOUD}/image/upload/..%2F..%2Fetc%2Fpasswd.png`);
    assert.equal(res.status, 404);
  });
});

describe('image host: unsigned uploads', () => {
  it('an allowed preset uploads without credentials; an existing public id is not replaced', async () => {
    const upload = (bytes: Buffer) =>
      new Promise<Record<string, unknown>>((resolve, reject) => {
        h.cloudinary.uploader.unsigned_upload_stream('artwork_unsigned', { public_id: 'shopper/art' }, (e, r) => (e || !r ? reject(e) : resolve(r as never))).end(bytes);
      });
    const first = await upload(await png(12, 10));
    assert.equal(first.public_id, 'shopper/art');
    assert.equal(first.width, 12);
    const again = await upload(await png(30, 30));
    assert.equal(again.existing, true);
    assert.equal(again.width, 12);
    assert.equal(again.version, first.version);
  });

  it('an unknown preset, or none, is 400', async () => {
    const err = await rejection(
      new Promise((resolve, reject) => {
        h.cloudinary.uploader.unsigned_upload_stream('no_such_preset', {}, (e, r) => (e ? reject(e) : resolve(r))).end(Buffer.from('x'));
      }),
    );
    assert.equal(err.http_code, 400);
    assert.equal(err.message, 'Upload preset not found');
    const none = await post({}, { bytes: await png(4, 4), name: 'a.png' });
    assert.equal(none.status, 400);
    assert.deepEqual(await none.json(), { error: { message: 'Upload preset must be specified when using unsigned upload' } });
  });
});

describe('image host: the fault switch', () => {
  it('makes uploads fail under /v1_1/ (once), in a shape the SDK reports', async () => {
    const fault = await h.t.get('/__emulator/faults', {
      method: 'POST', body: JSON.stringify({ prefix: '/v1_1/', status: 500, body: { error: { message: 'Injected upload failure' } }, times: 1 }),
    });
    assert.equal(fault.status, 201);
    const err = await rejection(h.upload(await png(4, 4)));
    assert.equal(err.http_code, 500);
    assert.equal(err.message, 'Injected upload failure');
    const ok = await h.upload(await png(4, 4));
    assert.equal(ok.width, 4);
  });

  it('a status the SDK does not parse becomes its "unexpected status" error', async () => {
    await h.t.get('/__emulator/faults', { method: 'POST', body: JSON.stringify({ prefix: `/v1_1/${CLOUD}/image/upload`, status: 503, times: 1 }) });
    const err = await rejection(h.upload(await png(4, 4)));
    assert.equal(err.http_code, 503);
    assert.equal(err.message, 'Server returned unexpected status code - 503');
  });
});
