import { useEffect, useState } from 'react';

const MINUTE = 60_000;

/**
 * The current time in the browser, refreshed on each new minute (a countdown
 * in minutes needs no more); null on the server and during hydration, since
 * the page around it is cached and the server's time is not the shopper's.
 */
export function useMinuteClock(): number | null {
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout>;
    const tick = () => {
      const time = Date.now();
      setNow(time);
      timer = setTimeout(tick, MINUTE - (time % MINUTE) || MINUTE);
    };
    tick();
    return () => clearTimeout(timer);
  }, []);
  return now;
}
