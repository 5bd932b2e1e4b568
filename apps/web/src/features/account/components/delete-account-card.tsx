import { Suspense, useState } from 'react';
import { TriangleAlert } from 'lucide-react';
import { settingsBelowCatalogue } from '@nestling/shared';
import { useFamily } from '@/entities/parent/api/get-family';
import { useSession } from '@/entities/parent/api/get-session';
import { useCan } from '@/entities/parent/api/use-can';
import { Button, SectionCard } from '@/components/ui';
import { lazyPart } from '@/lib/lazy-part';
import { useTranslation } from '@/lib/i18n/use-translation';

/** The dialog with its form (react-hook-form): loaded when first opened (decision 055). */
const DeleteAccountDialog = lazyPart(() =>
  import('./delete-account-dialog').then((module) => module.DeleteAccountDialog),
);

export interface DeleteAccountCardProps {
  /** After the server deleted the account: forget the local session and leave (the app layer). */
  onDeleted: () => void;
}

/**
 * "Delete my account" (issue 14; GDPR Art. 17; COPPA's parental deletion): a warning of what
 * goes, then a dialog that asks for the password (DeleteAccountDialog, whose code loads when the
 * button is pointed at, focused or pressed).
 */
export function DeleteAccountCard({ onDeleted }: DeleteAccountCardProps) {
  const { parent } = useSession();
  // The family and its kids stay when a caregiver, or a guardian beside another guardian,
  // deletes their account (issue 24, decision 056); only the last guardian's takes them.
  const { guardian } = useCan();
  const family = useFamily(guardian);
  const otherGuardians = (family.data?.members ?? []).filter(
    (member) => member.role === 'guardian' && member.id !== parent?.id,
  );
  const [open, setOpen] = useState(false);
  /** Once opened the dialog stays mounted (closed), as before it loaded on demand. */
  const [opened, setOpened] = useState(false);
  const { t } = useTranslation(settingsBelowCatalogue);
  const deleteWarning =
    !guardian || otherGuardians.length > 0
      ? t('account.deleteWarningFamilyStays')
      : t('account.deleteWarning');

  return (
    <SectionCard
      title={t('account.deleteTitle')}
      icon={<TriangleAlert aria-hidden="true" className="size-5 text-red-700 dark:text-red-400" />}
      className="border-red-600/30"
      after={
        opened && (
          <Suspense fallback={null}>
            <DeleteAccountDialog.Component
              open={open}
              onClose={() => setOpen(false)}
              onDeleted={onDeleted}
              warning={deleteWarning}
            />
          </Suspense>
        )
      }
    >
      <p className="text-ink-700">{deleteWarning}</p>
      <Button
        variant="danger"
        {...DeleteAccountDialog.preloadProps}
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
      >
        {t('account.deleteButton')}
      </Button>
    </SectionCard>
  );
}
