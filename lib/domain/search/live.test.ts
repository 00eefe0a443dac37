import { collapseSpaces, movedActive, wantsMatches } from './live';

describe('live matches', () => {
  it('asks from two characters of collapsed text', () => {
    expect(collapseSpaces('  ro  ll ')).toBe('ro ll');
    expect(wantsMatches(collapseSpaces(' r '))).toBe(false);
    expect(wantsMatches('ro')).toBe(true);
  });

  it('moves through the options with the arrows, wrapping around', () => {
    expect(movedActive(-1, 5, 'ArrowDown')).toBe(0);
    expect(movedActive(4, 5, 'ArrowDown')).toBe(0);
    expect(movedActive(-1, 5, 'ArrowUp')).toBe(4);
    expect(movedActive(0, 5, 'ArrowUp')).toBe(4);
    expect(movedActive(2, 5, 'ArrowUp')).toBe(1);
    expect(movedActive(0, 0, 'ArrowDown')).toBe(-1);
  });
});
