import { mockApi, reply } from '@/components/account/testing';
import { goTo } from '@/components/ui/navigate';
import { PENDING_TOAST_KEY } from '@/components/ui/pendingToast';
import type { SavedProjectInput } from '@/lib/domain/account/projects';
import { PENDING_PROJECT_KEY } from '@/lib/edge/state/design-storage';
import { ARTWORK_PATH, saveProject } from './saveProject';

jest.mock('@/components/ui/navigate', () => ({ goTo: jest.fn(), currentPath: () => '/products/custom-roll-labels' }));

const PROOF = 'https://designer.test/api/proof/s1/0_0.png';
const project: SavedProjectInput = { project_name: 'Jam labels', cc_state_id: 's1', product_handle: 'custom-roll-labels', proof: PROOF, thumbnail: PROOF };
const failed = 'Your project is saved, but we could not download its proof.';
const image = () => ({ ok: true, status: 200, blob: () => Promise.resolve(new Blob(['png'], { type: 'image/png' })) }) as unknown as Response;

/** What happened, in order: downloads handed to the browser and pages opened. */
let events: string[];
beforeEach(() => {
  events = [];
  window.localStorage.clear();
  window.sessionStorage.clear();
  jest.mocked(goTo).mockReset().mockImplementation((path) => void events.push(`go ${path}`));
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    events.push(`download ${this.download}`);
  });
  URL.createObjectURL = jest.fn(() => 'blob:proof');
  URL.revokeObjectURL = jest.fn();
});
afterEach(() => jest.restoreAllMocks());

const pendingToast = () => JSON.parse(window.sessionStorage.getItem(PENDING_TOAST_KEY) ?? 'null') as unknown;

describe('saveProject, signed in', () => {
  it('saves, downloads the proof when asked, then goes to the saved artwork', async () => {
    const api = mockApi({ 'POST /api/tagging/create-metafield': reply(200, { ok: true }), [`GET ${PROOF}`]: image() });
    await expect(saveProject(project, true, { downloadProof: true, downloadFailed: failed })).resolves.toBe(true);
    expect(api.mock.calls.map(([url]) => String(url))).toEqual(['/api/tagging/create-metafield', PROOF]);
    expect(events).toEqual(['download Jam labels-proof.png', `go ${ARTWORK_PATH}`]);
    expect(pendingToast()).toBeNull();
  });

  it('downloads nothing when not asked', async () => {
    const api = mockApi({ 'POST /api/tagging/create-metafield': reply(200, { ok: true }) });
    await saveProject(project, true, { downloadProof: false, downloadFailed: failed });
    await saveProject(project, true);
    expect(api).toHaveBeenCalledTimes(2);
    expect(events).toEqual([`go ${ARTWORK_PATH}`, `go ${ARTWORK_PATH}`]);
  });

  it('keeps the project saved when the download fails: the artwork page says so', async () => {
    mockApi({ 'POST /api/tagging/create-metafield': reply(200, { ok: true }), [`GET ${PROOF}`]: new TypeError('Failed to fetch') });
    jest.spyOn(console, 'error').mockImplementation(() => {});
    await expect(saveProject(project, true, { downloadProof: true, downloadFailed: failed })).resolves.toBe(true);
    expect(events).toEqual([`go ${ARTWORK_PATH}`]);
    expect(pendingToast()).toEqual({ message: failed, kind: 'error' });
  });

  it('does not download the proof of a project that was not saved', async () => {
    const api = mockApi({ 'POST /api/tagging/create-metafield': reply(502, { error: 'upstream' }) });
    await expect(saveProject(project, true, { downloadProof: true, downloadFailed: failed })).resolves.toBe(false);
    expect(api).toHaveBeenCalledTimes(1);
    expect(events).toEqual([]);
  });
});

describe('saveProject, signed out', () => {
  it('ignores the download: the project waits for sign-in', async () => {
    const api = mockApi({});
    await expect(saveProject(project, false, { downloadProof: true, downloadFailed: failed })).resolves.toBe(true);
    expect(api).not.toHaveBeenCalled();
    // The login page says why: to save the artwork.
    expect(events).toEqual([`go /login?redirectUrl=${encodeURIComponent('/products/custom-roll-labels')}&reason=save-artwork`]);
    expect(JSON.parse(window.localStorage.getItem(PENDING_PROJECT_KEY) ?? '[]')).toEqual([project]);
  });
});
