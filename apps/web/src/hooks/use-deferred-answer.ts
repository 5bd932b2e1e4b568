import { useDeferredValue } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';

/**
 * A query's answer as a deferred render draws it (issue 29, decision 099): TanStack Query's
 * store updates render synchronously, so a list drawn straight from `query.data` is drawn in the
 * answer's one task; drawn from this, React renders it again in a transition that yields to the
 * browser between its items, and the answer's own render stops at memoized children whose props
 * have not changed yet. What is deferred is the answer's own parts, not the query's result (a new
 * object at each render, which would restart the deferred render every time).
 * @param query the query whose answer is drawn
 * @returns `undefined` while it loads (and until the deferred render commits), `null` once it
 *   failed, else its data
 */
export function useDeferredAnswer<T>(query: UseQueryResult<T>): T | null | undefined {
  return useDeferredValue(query.isPending ? undefined : query.isError ? null : query.data);
}
