import { CA_PROVINCES, US_STATES, subdivisionsOf } from './regions';

describe('static region lists', () => {
  it('lists the US states, DC and territories with unique abbreviations, Alabama first', () => {
    expect(US_STATES[0]).toEqual({ name: 'Alabama', abbreviation: 'AL' });
    expect(US_STATES.map((s) => s.name)).toEqual(expect.arrayContaining(['District of Columbia', 'Puerto Rico', 'Guam', 'Wyoming']));
    expect(new Set(US_STATES.map((s) => s.abbreviation)).size).toBe(US_STATES.length);
    expect(US_STATES.length).toBe(59);
  });

  it('lists the 13 Canadian provinces and territories', () => {
    expect(CA_PROVINCES).toHaveLength(13);
    expect(CA_PROVINCES.find((p) => p.abbreviation === 'QC')?.name).toBe('Quebec');
  });

  it('picks the list by country', () => {
    expect(subdivisionsOf('Canada')).toBe(CA_PROVINCES);
    expect(subdivisionsOf('United States')).toBe(US_STATES);
  });
});
