import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { sessionQueryOptions } from '@/entities/parent/api/get-session';
import { clearCachedParent, saveCachedParent } from '../utils/local-session';

/**
 * Keeps the localStorage parent cache (spec §3) in step with the session query: written when a
 * parent is signed in, cleared when the server says nobody is, or when the first check failed.
 * A failed refetch keeps the last known parent (a blip must not log anyone out).
 */
export function useParentCacheSync(): void {
  const { data, status } = useQuery(sessionQueryOptions);
  useEffect(() => {
    if (data) saveCachedParent(data);
    else if (data === null || status === 'error') clearCachedParent();
  }, [data, status]);
}
