import { Suspense, useEffect } from 'react';
import { lazyPart } from '@/lib/lazy-part';
import { KidLoader } from './kid-loader';
import { KidLoading } from './kid-loading';

/** The edit form: its own chunk, loaded as the screen mounts (decision 055). */
const EditKidForm = lazyPart(() => import('./edit-kid-form').then((module) => module.EditKidForm));

/**
 * Edit Kid Profile (spec §2.12, §4 Edit-kid form): 'Loading kid profile...' first, then the form,
 * or the not-found panel when the id is not a record id or the kid cannot be loaded (another
 * family's kid answers 404 like a missing one, so it looks the same). The form's code (react-hook-form,
 * the fields, the photo upload) is asked for as the screen mounts, in parallel with the kid, and
 * drawn once both are there (decision 055): the loading line stays until then.
 * @param kidIdParam the raw `:kidId` route parameter
 */
export function EditKidProfile({ kidIdParam }: { kidIdParam: string | undefined }) {
  useEffect(() => void EditKidForm.preload(), []);
  return (
    <KidLoader kidIdParam={kidIdParam}>
      {(kid) => (
        <Suspense fallback={<KidLoading>Loading kid profile...</KidLoading>}>
          <EditKidForm.Component key={kid.id} kid={kid} />
        </Suspense>
      )}
    </KidLoader>
  );
}
