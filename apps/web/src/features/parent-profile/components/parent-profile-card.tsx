import { Baby, Pencil } from 'lucide-react';
import { Suspense, useId, useRef, useState } from 'react';
import { profileCatalogue, type Parent } from '@nestling/shared';
import { Avatar, Button, Card, Spinner, StatusMessage } from '@/components/ui';
import { firstName } from '@/lib/format';
import { useTranslation } from '@/lib/i18n/use-translation';
import { lazyPart } from '@/lib/lazy-part';

/** The Edit Profile form (react-hook-form, the date and photo fields): loaded on demand (decision 055). */
const ParentProfileForm = lazyPart(() =>
  import('./parent-profile-form').then((module) => module.ParentProfileForm),
);

export interface ParentProfileCardProps {
  /** The signed-in parent (null only in the instant a session ends). */
  parent: Parent | null;
  /** How many kids the parent keeps; undefined while the list loads or when it failed. */
  kidCount: number | undefined;
  /** True while the kids list loads (the card says so). */
  isLoadingKids: boolean;
  /** Receives the parent after a save or an upload, to update the session everywhere. */
  onParentChange: (parent: Parent) => void;
}

/**
 * The parent hub's profile card (spec §2.10 first bullet, §4 Profile panel, §8.2 Parent hub):
 * the photo (the mascot when there is none or it is broken), 'Hi, {name}' (the profile
 * area's greeting with the first name, 'Parent' when blank) and the kid count. Edit Profile opens a form with name, date
 * of birth, gender and an images-only photo picker, and the buttons Save, Cancel and Upload
 * Photo. Save stores everything the form holds — the fields, then the chosen photo — and says
 * '✅ Profile updated!' only when all of it was stored (issue 29: one action, one truth);
 * Upload Photo stores the chosen photo at once. Messages: '✅ Profile updated!', '❌ Failed to
 * update profile.', '✅ Photo uploaded successfully!', '❌ Upload failed.', '❌ No photo selected.'
 */
export function ParentProfileCard({
  parent,
  kidCount,
  isLoadingKids,
  onParentChange,
}: ParentProfileCardProps) {
  const [editing, setEditing] = useState(false);
  const [status, setStatus] = useState<string>();
  const editButtonRef = useRef<HTMLButtonElement>(null);
  const headingId = useId();
  const { t } = useTranslation(profileCatalogue);

  function startEditing() {
    setStatus(undefined);
    setEditing(true);
  }

  function stopEditing() {
    setEditing(false);
    requestAnimationFrame(() => editButtonRef.current?.focus());
  }

  /** '❌ Upload failed.', with the server's reason (a refused type or size) under the picker. */
  return (
    <section aria-labelledby={headingId}>
      <Card className="space-y-6">
        <div className="flex flex-col gap-5 sm:flex-row sm:items-center">
          <Avatar src={parent?.photoUrl} fallback="mascot" alt={t('profile.photoAlt')} size="lg" />
          <div className="min-w-0 flex-1 space-y-1">
            <h2
              id={headingId}
              className="text-2xl font-extrabold tracking-tight break-words text-ink-900 sm:text-3xl"
            >
              {t('profile.greeting', { name: firstName(parent?.name, t('profile.defaultName')) })}
            </h2>
            {parent?.email && <p className="text-sm break-all text-ink-600">{parent.email}</p>}
            <p className="flex items-center gap-2 font-semibold text-brand-800">
              {isLoadingKids ? (
                <span role="status" className="flex items-center gap-2">
                  <Spinner className="size-4" /> {t('profile.loadingKids')}
                </span>
              ) : kidCount === undefined ? (
                <span className="text-ink-600">{t('profile.kidsUnavailable')}</span>
              ) : (
                <>
                  <Baby aria-hidden="true" className="size-5" />
                  <span>{t('profile.kidCount', { count: kidCount })}</span>
                </>
              )}
            </p>
          </div>
          {!editing && (
            <Button
              ref={editButtonRef}
              variant="secondary"
              {...ParentProfileForm.preloadProps}
              onClick={startEditing}
              className="self-start sm:self-center"
            >
              <Pencil aria-hidden="true" className="size-4" /> {t('profile.edit')}
            </Button>
          )}
        </div>

        {status && <StatusMessage>{status}</StatusMessage>}

        {editing && (
          <Suspense fallback={null}>
            <ParentProfileForm.Component
              parent={parent}
              onParentChange={onParentChange}
              onStatus={setStatus}
              onDone={stopEditing}
            />
          </Suspense>
        )}
      </Card>
    </section>
  );
}
