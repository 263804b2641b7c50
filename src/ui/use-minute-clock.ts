import { useEffect, useState } from 'react';

/** §9 relative times refresh every 60000 ms: the device clock, re-read once a minute. */
const MINUTE_MS = 60_000;

/**
 * The device's epoch ms, updated every minute, for rules that depend on the time of day
 * (opening hours, item schedules). Add the server offset before applying any rule.
 */
export function useMinuteClock(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), MINUTE_MS);
    return () => clearInterval(timer);
  }, []);
  return now;
}
