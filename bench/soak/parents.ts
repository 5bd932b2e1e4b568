import { CookieJar, addKid, takeXsrfPair } from '../lib/api.js';
import { benchSessionToken } from '../servers/seed.js';
import type { Parent } from './workload.js';

/** Runs `work` over `items`, `concurrency` at a time, in order of start. */
async function inBatches<T, R>(
  items: T[],
  concurrency: number,
  work: (item: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < items.length) {
        const at = next++;
        results[at] = await work(items[at]!);
      }
    }),
  );
  return results;
}

/** Signs each seeded parent's browser in (its session cookie, an XSRF pair) and adds a kid. */
export async function prepareParents(base: string, count: number): Promise<Parent[]> {
  const prepared = await inBatches(
    Array.from({ length: count }, (_, index) => index),
    8,
    async (index) => {
      const jar = new CookieJar();
      jar.set('nestling_session', benchSessionToken(index));
      await takeXsrfPair(base, jar);
      const me = await fetch(`${base}/api/auth/me`, { headers: { cookie: jar.header() } });
      const { parent } = (await me.json()) as { parent: { id: number } | null };
      if (!parent) throw new Error(`seeded parent ${index} is not signed in`);
      const kidId = await addKid(base, jar, `Kid ${index}`, 3 + (index % 10), 'Female');
      return { index, id: parent.id, kidId, cookie: jar.header(), xsrf: jar.get('XSRF-TOKEN') };
    },
  );
  return prepared.map((parent) => ({ ...parent, friendId: prepared[parent.index ^ 1]!.id }));
}
