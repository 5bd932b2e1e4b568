import { useState } from 'react';
import { LogOut } from 'lucide-react';
import { familyCatalogue } from '@nestling/shared';
import { Button, ConfirmDialog, SectionCard, StatusMessage } from '@/components/ui';
import { useLeaveFamily } from '../api/family-api';
import { useTranslation } from '@/lib/i18n/use-translation';

export interface LeaveFamilyCardProps {
  /** Runs once the parent has left (the app fetched everything again). */
  onLeft: () => void;
  /**
   * The parent is the family's only guardian: the card says to make another member a guardian
   * first (the server refuses their leave with LAST_GUARDIAN while the family has members).
   */
  lastGuardian?: boolean;
}

/**
 * Leave the family (every member's): what happens, then a confirmation. The server's refusal —
 * the last guardian's 409 LAST_GUARDIAN, which says what to do — shows inside the dialog, which
 * stays open.
 */
export function LeaveFamilyCard({ onLeft, lastGuardian = false }: LeaveFamilyCardProps) {
  const leave = useLeaveFamily();
  const [open, setOpen] = useState(false);
  const { t } = useTranslation(familyCatalogue);
  return (
    <SectionCard
      title={t('leave.title')}
      icon={<LogOut aria-hidden="true" className="size-5 text-danger-700" />}
      after={
        <ConfirmDialog
          open={open}
          title={t('leave.confirmTitle')}
          description={t('leave.text')}
          confirmLabel={t('leave.confirm')}
          pendingLabel={t('leave.leaving')}
          isPending={leave.isPending}
          error={leave.error?.message}
          onConfirm={() =>
            leave.mutate(undefined, {
              onSuccess: () => {
                setOpen(false);
                onLeft();
              },
            })
          }
          onCancel={() => {
            setOpen(false);
            leave.reset();
          }}
        />
      }
    >
      <p className="text-ink-700">{t('leave.text')}</p>
      {lastGuardian && <StatusMessage tone="info">{t('leave.lastGuardian')}</StatusMessage>}
      <Button
        variant="secondary"
        className="text-danger-700 ring-danger-200"
        onClick={() => {
          leave.reset();
          setOpen(true);
        }}
      >
        {t('leave.button')}
      </Button>
    </SectionCard>
  );
}
