/** @jest-environment node */
import { signBody, verifyBody } from './hmac';

describe('webhook HMAC', () => {
  it('accepts the signature of the exact body and nothing else', async () => {
    const sig = await signBody('s3cret-key', '{"tags":["catalog"]}');
    await expect(verifyBody('s3cret-key', '{"tags":["catalog"]}', sig)).resolves.toBe(true);
    await expect(verifyBody('s3cret-key', '{"tags":["catalog"] }', sig)).resolves.toBe(false);
    await expect(verifyBody('other-key', '{"tags":["catalog"]}', sig)).resolves.toBe(false);
    await expect(verifyBody('s3cret-key', 'x', null)).resolves.toBe(false);
    await expect(verifyBody('s3cret-key', 'x', 'not base64 at all')).resolves.toBe(false);
  });
});
