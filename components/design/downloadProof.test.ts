import { REVOKE_AFTER_MS, downloadProof, proofFileName } from './downloadProof';

describe('proofFileName', () => {
  it('names the file after the project, with the image type\'s extension', () => {
    expect(proofFileName('Jam labels', 'image/png')).toBe('Jam labels-proof.png');
    expect(proofFileName('Jam labels', 'image/jpeg')).toBe('Jam labels-proof.jpg');
    expect(proofFileName('Jam labels', 'image/webp; q=1')).toBe('Jam labels-proof.webp');
    expect(proofFileName('Jam labels')).toBe('Jam labels-proof.png');
  });

  it('keeps out what a file name may not hold', () => {
    expect(proofFileName('a/b\\c:d*e?"f"<g>|h', 'image/png')).toBe('a-b-c-d-e-f-g-h-proof.png');
    expect(proofFileName('../../etc', 'image/png')).toBe('etc-proof.png');
    expect(proofFileName('  ', 'image/png')).toBe('artwork-proof.png');
    expect(proofFileName('Étiquettes été', 'image/png')).toBe('Étiquettes été-proof.png');
  });
});

describe('downloadProof', () => {
  let clicked: { href: string; download: string; inPage: boolean }[];
  beforeEach(() => {
    clicked = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ href: this.href, download: this.download, inPage: document.body.contains(this) });
    });
    URL.createObjectURL = jest.fn(() => 'blob:http://localhost/p1');
    URL.revokeObjectURL = jest.fn();
  });
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  const answer = (response: unknown) => {
    const fetchMock = jest.fn(async () => response as Response);
    global.fetch = fetchMock as unknown as typeof fetch;
    return fetchMock;
  };
  const image = (type: string) => ({ ok: true, status: 200, blob: async () => new Blob(['x'], { type }) });

  it('fetches the proof without credentials and clicks a link to it as a file, then releases it', async () => {
    jest.useFakeTimers();
    const fetchMock = answer(image('image/jpeg'));
    const done = downloadProof('https://proofs.test/p1.jpg', 'Jam labels');
    await jest.advanceTimersByTimeAsync(0);
    await expect(done).resolves.toBe(true);
    expect(fetchMock).toHaveBeenCalledWith('https://proofs.test/p1.jpg', { mode: 'cors', credentials: 'omit' });
    expect(clicked).toEqual([{ href: 'blob:http://localhost/p1', download: 'Jam labels-proof.jpg', inPage: true }]);
    expect(document.querySelector('a[download]')).toBeNull();
    expect(URL.revokeObjectURL).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(REVOKE_AFTER_MS);
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:http://localhost/p1');
  });

  it.each([
    ['an HTTP error', () => answer({ ok: false, status: 404, blob: async () => new Blob([]) })],
    ['a network failure (or CORS refusal)', () => (global.fetch = jest.fn(async () => Promise.reject(new TypeError('Failed to fetch'))) as unknown as typeof fetch)],
  ])('answers false on %s, offering nothing', async (_label, fail) => {
    fail();
    jest.spyOn(console, 'error').mockImplementation(() => {});
    await expect(downloadProof('https://proofs.test/p1.png', 'Jam labels')).resolves.toBe(false);
    expect(clicked).toEqual([]);
    expect(URL.createObjectURL).not.toHaveBeenCalled();
  });
});
