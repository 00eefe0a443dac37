/**
 * Conversions are CPU-heavy (Ghostscript, PSD decoding, big resizes): at most `max` run at once, the rest wait
 * their turn, and identical requests arriving together share one run.
 */
export class Limiter {
  private running = 0;
  private readonly queue: (() => void)[] = [];
  private readonly inFlight = new Map<string, Promise<unknown>>();

  constructor(private readonly max: number) {}

  run<T>(key: string, task: () => Promise<T>): Promise<T> {
    const shared = this.inFlight.get(key);
    if (shared) return shared as Promise<T>;
    const promise = this.slot().then(async (release) => {
      try {
        return await task();
      } finally {
        release();
      }
    }).finally(() => this.inFlight.delete(key));
    this.inFlight.set(key, promise);
    return promise;
  }

  private async slot(): Promise<() => void> {
    // a finished run hands its slot straight to the next waiter, so the count never overshoots
    if (this.running >= this.max) await new Promise<void>((resolve) => this.queue.push(resolve));
    else this.running++;
    return () => {
      const next = this.queue.shift();
      if (next) next();
      else this.running--;
    };
  }
}
