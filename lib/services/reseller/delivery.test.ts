import { parseSnippet } from './parse';

const parse = (body: unknown) => parseSnippet('delivery', JSON.stringify(body));

describe('the delivery snippet', () => {
  it('reads every field', () => {
    expect(
      parse({
        timeZone: 'America/Chicago',
        cutoffHour: 16,
        workingDays: [5, 1, 2, 3, 4, 1],
        holidays: 'ca',
        shipping: [{ id: 'standard', transitDays: 2 }, { id: 'express', transitDays: 1 }],
      }),
    ).toEqual({
      ok: true,
      value: {
        timeZone: 'America/Chicago',
        cutoffHour: 16,
        workingDays: [1, 2, 3, 4, 5],
        holidays: 'CA',
        shipping: [{ id: 'standard', transitDays: 2 }, { id: 'express', transitDays: 1 }],
      },
    });
  });

  it('keeps only the fields it was given', () => {
    expect(parse({ cutoffHour: 15 })).toEqual({ ok: true, value: { cutoffHour: 15 } });
  });

  it('drops fields that fail their check, keeping the rest', () => {
    expect(
      parse({ timeZone: 'Mars/Olympus', cutoffHour: 24, workingDays: [], holidays: 'DE', shipping: [{ id: 'x', transitDays: -1 }], extra: 1 }),
    ).toEqual({ ok: true, value: {} });
    expect(parse({ cutoffHour: '16', workingDays: [7], shipping: [] , timeZone: 'Europe/Paris'})).toEqual({ ok: true, value: { timeZone: 'Europe/Paris' } });
  });

  it('refuses a body that is not JSON or not an object', () => {
    expect(parseSnippet('delivery', 'cutoff=16').ok).toBe(false);
    expect(parse([1, 2]).ok).toBe(false);
  });
});
