import { useEffect, useState } from 'react';

/** A status line; `id` changes with each new text, so the same text shown twice restarts. */
export interface TimedStatus {
  text: string;
  id: number;
}

/**
 * A status line that clears itself `clearAfterMs` after its last change (spec §4 Parent-hub
 * schedule form: the status clears 3000 ms after each add attempt).
 * @param clearAfterMs milliseconds the text stays (SCHEDULE_STATUS_CLEAR_MS)
 * @returns the shown status (undefined when none) and `show(text)`, which replaces it and
 *   restarts the clock
 */
export function useTimedStatus(clearAfterMs: number) {
  const [status, setStatus] = useState<TimedStatus>();

  useEffect(() => {
    if (!status) return;
    const timer = setTimeout(() => setStatus(undefined), clearAfterMs);
    return () => clearTimeout(timer);
  }, [status, clearAfterMs]);

  function show(text: string) {
    setStatus((previous) => ({ text, id: (previous?.id ?? 0) + 1 }));
  }

  return { status, show };
}
