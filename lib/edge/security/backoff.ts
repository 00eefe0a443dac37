/**
 * Growing delays after failed attempts (the pure part of the sign-in
 * throttle in rate-limit.ts): the first few failures are free, as a
 * shopper's typos are; each further one closes the door for twice as long
 * as the one before, up to a cap that stands for "refused". The failures are
 * forgotten `windowSeconds` after the first of them, or by a success.
 */
export interface BackoffRule {
  /** Failures that cost nothing. */
  free: number;
  /** The wait after the first failure beyond the free ones. */
  firstDelaySeconds: number;
  /** The longest wait: reached, the client is refused for this long after every further failure. */
  maxDelaySeconds: number;
  /** How long failures are remembered, from the first. */
  windowSeconds: number;
}

/** Seconds the client must wait after its `failures`-th failure (counting this one): 0 while free. */
export function delayAfter(failures: number, rule: BackoffRule): number {
  const beyond = Math.floor(failures) - rule.free;
  if (beyond <= 0) return 0;
  // 2^beyond overflows to Infinity long after the cap: Math.min keeps it finite.
  return Math.min(rule.firstDelaySeconds * 2 ** (beyond - 1), rule.maxDelaySeconds);
}

/** How many failures reach the cap (the attempts a client gets before it is refused for the longest wait). */
export function failuresUntilRefused(rule: BackoffRule): number {
  let failures = rule.free + 1;
  while (delayAfter(failures, rule) < rule.maxDelaySeconds) failures++;
  return failures;
}
