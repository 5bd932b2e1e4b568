import { Button, StatusMessage, type FormStatus } from '@/components/ui';

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
