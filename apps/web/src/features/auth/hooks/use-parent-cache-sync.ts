import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { sessionQueryOptions } from '@/entities/parent/api/get-session';
import { rememberLocale } from '@/lib/i18n/locale';
import { clearCachedParent, saveCachedParent } from '../utils/local-session';

/**
 * Keeps the localStorage parent cache (spec §3) in step with the session query: written when a
 * parent is signed in, cleared when the server says nobody is, or when the first check failed.
 * A failed refetch keeps the last known parent (a blip must not log anyone out). The parent's
 * saved language is remembered on the browser, so the signed-out screens keep it (issue 28).
 */
export function useParentCacheSync(): void {
  const { data, status } = useQuery(sessionQueryOptions);
  useEffect(() => {
    if (data) {
      saveCachedParent(data);
      rememberLocale(data.locale);
    } else if (data === null || status === 'error') clearCachedParent();
  }, [data, status]);
}
