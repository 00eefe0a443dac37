import { delayAfter, failuresUntilRefused, type BackoffRule } from './backoff';

const rule: BackoffRule = { free: 3, firstDelaySeconds: 1, maxDelaySeconds: 900, windowSeconds: 3600 };

describe('delayAfter', () => {
  it('costs nothing for the free failures', () => {
    expect([0, 1, 2, 3].map((n) => delayAfter(n, rule))).toEqual([0, 0, 0, 0]);
  });

  it('doubles the wait after each further failure', () => {
    expect([4, 5, 6, 7, 8].map((n) => delayAfter(n, rule))).toEqual([1, 2, 4, 8, 16]);
  });

  it('stops at the cap, however many failures, without overflowing', () => {
    expect(delayAfter(13, rule)).toBe(512);
    expect(delayAfter(14, rule)).toBe(900);
    expect(delayAfter(1_000_000, rule)).toBe(900);
  });

  it('counts the failures that reach the cap', () => {
    expect(failuresUntilRefused(rule)).toBe(14);
    expect(failuresUntilRefused({ ...rule, free: 0, firstDelaySeconds: 900 })).toBe(1);
  });
});
