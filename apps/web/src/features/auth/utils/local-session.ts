import type { Parent } from '@nestling/shared';

/**
 * The parent's id, name and photo path cached in localStorage as parentId, parentName and
 * parentPhotoUrl (spec §3 Parent), for later screens that read them before the session query
 * answers. Cleared on logout and whenever the session ends or fails.
 */
export const PARENT_CACHE_KEYS = {
  id: 'parentId',
  name: 'parentName',
  photoUrl: 'parentPhotoUrl',
} as const;

/** This browser's localStorage, or undefined when storage is disabled. */
export function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined; // storage disabled (private mode, policy): caching is best effort
  }
}

/** Writes the cached parent fields. */
export function saveCachedParent(parent: Pick<Parent, 'id' | 'name' | 'photoUrl'>): void {
  const store = storage();
  if (!store) return;
  store.setItem(PARENT_CACHE_KEYS.id, String(parent.id));
  store.setItem(PARENT_CACHE_KEYS.name, parent.name);
  if (parent.photoUrl) store.setItem(PARENT_CACHE_KEYS.photoUrl, parent.photoUrl);
  else store.removeItem(PARENT_CACHE_KEYS.photoUrl);
}

/** Removes the cached parent fields. */
export function clearCachedParent(): void {
  const store = storage();
  if (!store) return;
  for (const key of Object.values(PARENT_CACHE_KEYS)) store.removeItem(key);
}
