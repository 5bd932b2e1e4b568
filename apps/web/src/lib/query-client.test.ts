import { MutationObserver, QueryObserver, type QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { deferred } from '@/testing/mock-api';
import { createQueryClient, invalidateEntities } from './query-client';

let stop: Array<() => void> = [];
afterEach(() => {
  for (const unsubscribe of stop) unsubscribe();
  stop = [];
});

/** A query on screen: observed, so an invalidation refetches it. Counts its fetches. */
function watchedQuery(queryClient: QueryClient, queryKey: readonly unknown[]) {
  const fetches = { count: 0 };
  const observer = new QueryObserver(queryClient, {
    queryKey,
    queryFn: () => {
      fetches.count += 1;
      return `answer ${fetches.count}`;
    },
  });
  stop.push(observer.subscribe(() => undefined));
  return fetches;
}

/** A query in the cache but not on screen (fresh: written a moment ago). */
function cachedQuery(queryClient: QueryClient, queryKey: readonly unknown[]) {
  queryClient.setQueryData(queryKey, 'cached');
  return () => queryClient.getQueryState(queryKey);
}

async function settled(queryClient: QueryClient) {
  await new Promise((resolve) => setTimeout(resolve, 0));
  await Promise.all(
    queryClient
      .getQueryCache()
      .getAll()
      .map((query) => query.promise?.catch(() => undefined)),
  );
}

describe('mutation meta.invalidates (decision 009)', () => {
  it('marks every query under the declared keys stale and refetches the ones on screen', async () => {
    const queryClient = createQueryClient();
    const kidsList = watchedQuery(queryClient, ['kids', 'list']);
    const kidCalendar = cachedQuery(queryClient, ['schedule-events', 'kid', 5]);
    const healthLogList = cachedQuery(queryClient, ['health-logs', 5, 'list']);
    const parent = cachedQuery(queryClient, ['session']);
    await settled(queryClient);
    expect(kidsList.count).toBe(1);

    const mutation = new MutationObserver(queryClient, {
      mutationFn: async () => 'deleted',
      meta: { invalidates: [['kids', 'list'], ['schedule-events'], ['health-logs']] },
    });
    await mutation.mutate();

    expect(kidsList.count).toBe(2);
    expect(queryClient.getQueryData(['kids', 'list'])).toBe('answer 2');
    expect(kidCalendar()?.isInvalidated).toBe(true);
    expect(healthLogList()?.isInvalidated).toBe(true);
    expect(parent()?.isInvalidated).toBe(false);
  });

  it('leaves the cache alone when the mutation fails', async () => {
    const queryClient = createQueryClient();
    const kidsList = cachedQuery(queryClient, ['kids', 'list']);
    const mutation = new MutationObserver(queryClient, {
      mutationFn: async () => {
        throw new Error('refused');
      },
      meta: { invalidates: [['kids']] },
    });
    await expect(mutation.mutate()).rejects.toThrow('refused');
    expect(kidsList()?.isInvalidated).toBe(false);
  });

  it("runs after the mutation's own onSuccess, and the mutation settles once the refetch has", async () => {
    const queryClient = createQueryClient();
    const refetch = deferred<string>();
    const observer = new QueryObserver(queryClient, {
      queryKey: ['kids', 'list'],
      queryFn: () => (queryClient.getQueryData(['kids', 'list']) ? refetch.promise : 'first'),
    });
    stop.push(observer.subscribe(() => undefined));
    await settled(queryClient);

    const order: string[] = [];
    let done = false;
    const mutation = new MutationObserver(queryClient, {
      mutationFn: async () => 'saved',
      meta: { invalidates: [['kids']] },
      onSuccess: () => {
        order.push('own onSuccess');
        expect(queryClient.getQueryState(['kids', 'list'])?.isInvalidated).toBe(false);
      },
    });
    const unsubscribe = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'invalidate') order.push('invalidate');
    });
    stop.push(unsubscribe);
    const result = mutation.mutate().then(() => {
      done = true;
    });

    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(order).toEqual(['own onSuccess', 'invalidate']);
    expect(done).toBe(false);
    refetch.resolve('second');
    await result;
    expect(queryClient.getQueryData(['kids', 'list'])).toBe('second');
  });

  it('does nothing for a mutation that declares nothing', async () => {
    const queryClient = createQueryClient();
    const kidsList = cachedQuery(queryClient, ['kids', 'list']);
    await new MutationObserver(queryClient, { mutationFn: async () => 'ok' }).mutate();
    expect(kidsList()?.isInvalidated).toBe(false);
  });
});

describe('invalidateEntities (for socket events)', () => {
  it('refreshes the same keys without a mutation', async () => {
    const queryClient = createQueryClient();
    const scheduleEvents = watchedQuery(queryClient, ['schedule-events', 'list', null, null]);
    const kidCalendar = cachedQuery(queryClient, ['schedule-events', 'kid', 5]);
    const kids = cachedQuery(queryClient, ['kids', 'list']);
    await settled(queryClient);

    await invalidateEntities(queryClient, [['schedule-events']]);

    expect(scheduleEvents.count).toBe(2);
    expect(kidCalendar()?.isInvalidated).toBe(true);
    expect(kids()?.isInvalidated).toBe(false);
  });
});
