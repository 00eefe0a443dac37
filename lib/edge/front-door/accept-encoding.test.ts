import { preferredCoding } from './accept-encoding';

describe('preferredCoding', () => {
  it.each([
    [undefined, 'identity'],
    ['', 'identity'],
    ['gzip', 'gzip'],
    ['gzip, deflate, br', 'br'],
    ['gzip, deflate, br, zstd', 'br'],
    ['br;q=0.5, gzip', 'gzip'],
    ['br;q=0, gzip;q=0', 'identity'],
    ['*', 'br'],
    ['*;q=0.1, gzip;q=0.5', 'gzip'],
    ['identity', 'identity'],
    ['deflate', 'identity'],
    ['GZIP', 'gzip'],
    ['gzip;q=0.8, identity;q=1', 'identity'],
    ['identity;q=0, *;q=0', 'identity'],
  ] as const)('%s → %s', (header, coding) => {
    expect(preferredCoding(header)).toBe(coding);
  });
});
