import { useState } from 'react';
import { Button, StatusMessage, type FormStatus } from '@/components/ui';
import { useResendVerification } from '../api/resend-verification';

export interface ResendControlsProps {
  /** Smaller, inline look for the banner. */
  compact: boolean;
  /** True while the call (or the form's check) runs. */
  busy: boolean;
  isSending: boolean;
  status: FormStatus | undefined;
  /** A plain button's click; omitted: the button submits its form. */
  onClick?: () => void;
}

/** The 'Resend verification email' button and the answer's line, for the button and the form. */
export function ResendControls({ compact, busy, isSending, status, onClick }: ResendControlsProps) {
  return (
    <>
      <Button
        type={onClick ? 'button' : 'submit'}
        onClick={onClick}
        variant={compact ? 'secondary' : 'primary'}
        size={compact ? 'sm' : 'md'}
        fullWidth={!compact}
        className={compact ? 'shrink-0 whitespace-nowrap' : undefined}
        disabled={busy}
        isLoading={isSending}
      >
        {isSending ? 'Sending...' : 'Resend verification email'}
      </Button>
      {status && (
        <StatusMessage tone={status.tone} className={compact ? 'py-1.5' : undefined}>
          {status.text}
        </StatusMessage>
      )}
    </>
  );
}

/**
 * 'Resend verification email' for a signed-in parent (POST /api/auth/resend-verification with
 * no body: the session names the account). Nothing to fill in, so no form state: the
 * signed-in pages' banner loads no form library for it (decision 048).
 */
export function ResendVerificationButton({ compact = false }: { compact?: boolean }) {
  const resend = useResendVerification();
  const [status, setStatus] = useState<FormStatus>();
  return (
    <div className={compact ? 'flex flex-wrap items-center gap-3' : 'space-y-4'}>
      <ResendControls
        compact={compact}
        busy={resend.isPending}
        isSending={resend.isPending}
        status={status}
        onClick={() => {
          setStatus(undefined);
          resend.mutate(undefined, {
            onSuccess: (message) => setStatus({ tone: 'success', text: message }),
            onError: (error) => setStatus({ tone: 'error', text: error.message }),
          });
        }}
      />
    </div>
  );
}
