import { persistStorage, readItem, storageWritable, writeItem } from './storage';

beforeEach(() => localStorage.clear());

describe('the stores’ storage', () => {
  it('reads persist envelopes, and anything else as nothing stored', () => {
    const storage = persistStorage<{ n: number }>();
    storage.setItem('k', { state: { n: 1 }, version: 2 });
    expect(storage.getItem('k')).toEqual({ state: { n: 1 }, version: 2 });
    for (const raw of ['{', '42', 'null', '{"n":1}']) {
      localStorage.setItem('k', raw);
      expect(storage.getItem('k')).toBeNull();
    }
  });

  it('a read-only view never writes or removes', () => {
    const view = persistStorage<{ n: number }>({ readOnly: true });
    localStorage.setItem('k', '{"state":{"n":1}}');
    view.setItem('k', { state: { n: 2 } });
    view.removeItem('k');
    expect(localStorage.getItem('k')).toBe('{"state":{"n":1}}');
  });

  it('runs its hook before each read', () => {
    const beforeRead = jest.fn((key: string) => localStorage.removeItem(key));
    localStorage.setItem('k', '{"state":{"n":1}}');
    expect(persistStorage({ beforeRead }).getItem('k')).toBeNull();
    expect(beforeRead).toHaveBeenCalledWith('k');
  });

  it('survives storage that throws', () => {
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });
    expect(() => writeItem('k', 'v')).not.toThrow();
    setItem.mockRestore();
    const getItem = jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    expect(readItem('k')).toBeNull();
    getItem.mockRestore();
  });
});

describe('storageWritable', () => {
  it('is true where a value can be kept, false where storage refuses writes', () => {
    expect(storageWritable()).toBe(true);
    const spy = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(storageWritable()).toBe(false);
    spy.mockRestore();
  });
});
