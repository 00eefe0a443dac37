/** Polls a URL until it answers (any status below 500) or the time runs out. */
export async function waitForUrl(url, timeoutMs) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(5000) });
      if (res.status < 500) return;
    } catch {
      // not up yet
    }
    if (Date.now() > until) throw new Error(`${url} did not come up within ${timeoutMs / 1000}s`);
    await new Promise((r) => setTimeout(r, 300));
  }
}
