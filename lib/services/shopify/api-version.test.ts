import { staleApiVersion } from './api-version';

describe('staleApiVersion', () => {
  it('is quiet for a version in its first eleven months', () => {
    expect(staleApiVersion('2026-04', new Date('2026-11-28T12:00:00Z'))).toBeNull();
    expect(staleApiVersion('2026-04', new Date('2027-03-01T00:00:00Z'))).toBeNull();
  });

  it('names the version and the end of its support once it is more than eleven months old', () => {
    expect(staleApiVersion('2026-04', new Date('2027-03-01T00:00:01Z'))).toEqual({ version: '2026-04', supportedUntil: '2027-04-01' });
    expect(staleApiVersion('2025-10', new Date('2026-11-28T12:00:00Z'))).toEqual({ version: '2025-10', supportedUntil: '2026-10-01' });
  });

  it('crosses the year when the release month is late in it', () => {
    expect(staleApiVersion('2025-07', new Date('2026-06-15T00:00:00Z'))).toEqual({ version: '2025-07', supportedUntil: '2026-07-01' });
  });

  it('says nothing about unstable', () => {
    expect(staleApiVersion('unstable', new Date('2030-01-01T00:00:00Z'))).toBeNull();
  });
});
