import { useState } from 'react';
import { LogOut } from 'lucide-react';
import { Button, ConfirmDialog, SectionCard, StatusMessage } from '@/components/ui';
import { useLeaveFamily } from '../api/family-api';
import { FAMILY_MESSAGES } from '../messages';

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
  return (
    <SectionCard
      title={FAMILY_MESSAGES.leaveTitle}
      icon={<LogOut aria-hidden="true" className="size-5 text-danger-700" />}
      after={
        <ConfirmDialog
          open={open}
          title={FAMILY_MESSAGES.leaveConfirmTitle}
          description={FAMILY_MESSAGES.leaveText}
          confirmLabel={FAMILY_MESSAGES.leaveConfirm}
          pendingLabel={FAMILY_MESSAGES.leaving}
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
      <p className="text-ink-700">{FAMILY_MESSAGES.leaveText}</p>
      {lastGuardian && (
        <StatusMessage tone="info">{FAMILY_MESSAGES.leaveLastGuardian}</StatusMessage>
      )}
      <Button
        variant="secondary"
        className="text-danger-700 ring-danger-200"
        onClick={() => {
          leave.reset();
          setOpen(true);
        }}
      >
        {FAMILY_MESSAGES.leave}
      </Button>
    </SectionCard>
  );
}
