/** @jest-environment node */
import { readBounded, readBoundedText } from './body';

const streamOf = (chunks: string[], onPull?: () => void) =>
  new ReadableStream<Uint8Array>({
    pull(controller) {
      onPull?.();
      const next = chunks.shift();
      if (next === undefined) controller.close();
      else controller.enqueue(new TextEncoder().encode(next));
    },
  });

const post = (body: BodyInit | null, headers: Record<string, string> = {}) =>
  new Request('http://localhost:3000/api/x', { method: 'POST', body, headers, duplex: 'half' } as RequestInit);

describe('readBounded', () => {
  it('reads a body within the limit', async () => {
    await expect(readBoundedText(post('{"a":1}'), 100)).resolves.toEqual({ ok: true, text: '{"a":1}' });
    await expect(readBoundedText(post(null), 100)).resolves.toEqual({ ok: true, text: '' });
  });

  it('refuses a declared length past the limit without reading the body', async () => {
    let pulls = 0;
    const result = await readBounded(post(streamOf(['x'], () => pulls++), { 'content-length': '1000000000' }), 100);
    expect(result).toEqual({ ok: false, reason: 'too-large' });
    expect(pulls).toBe(0);
  });

  it('stops reading as soon as an undeclared body passes the limit', async () => {
    let pulls = 0;
    const chunks = Array.from({ length: 1000 }, () => 'x'.repeat(64));
    const result = await readBounded(post(streamOf(chunks, () => pulls++)), 100);
    expect(result).toEqual({ ok: false, reason: 'too-large' });
    expect(pulls).toBeLessThan(5);
  });
});
