import { kidsQueryOptions } from '@/entities/kids/api/get-kids';
import type { Prefetch } from './prefetch';

/**
 * Kids Profile and the kid pickers (Health Tracker, Achievements): the kids list. Apart from a
 * kid's own prefetch (`prefetchKid`, entities/kids/api/get-kid.ts): these screens' first load then asks for no kid's query
 * module (issue 29: Kids Profile asked for `get-kid` before its heading was painted).
 */
export const prefetchKids: Prefetch = (queryClient) => {
  void queryClient.prefetchQuery(kidsQueryOptions);
};
