import { useCallback, useEffect, useRef } from 'react';

/**
 * Schedules callbacks that are dropped if the component unmounts first (for the spec's redirect
 * delays, §9), so a screen the parent already left never navigates.
 * @returns `schedule(callback, ms)`
 */
export function useTimeout(): (callback: () => void, ms: number) => void {
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending) clearTimeout(timer);
      pending.clear();
    };
  }, []);
  return useCallback((callback: () => void, ms: number) => {
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      callback();
    }, ms);
    timers.current.add(timer);
  }, []);
}
