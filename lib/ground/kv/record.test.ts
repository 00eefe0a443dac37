import { z } from 'zod';
import { parseRecord } from './record';

const shape = z.object({ kind: z.literal('found'), city: z.string() });

test('a stored record of the expected shape comes back; anything else is treated as absent', () => {
  expect(parseRecord('{"kind":"found","city":"Atlanta"}', shape)).toEqual({ kind: 'found', city: 'Atlanta' });
  expect(parseRecord(null, shape)).toBeNull();
  expect(parseRecord('not json', shape)).toBeNull();
  expect(parseRecord('{"kind":"found"}', shape)).toBeNull();
  expect(parseRecord('"running"', shape)).toBeNull();
});
