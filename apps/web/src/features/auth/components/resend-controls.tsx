import { Button, StatusMessage, type FormStatus } from '@/components/ui';

/** The button's words in English, said in the screen's language (the account catalogue's). */
const RESEND_TEXTS = { submit: 'Resend verification email', submitting: 'Sending...' } as const;

export interface ResendControlsProps {
  /** Smaller, inline look for the banner. */
  compact: boolean;
  /** True while the call (or the form's check) runs. */
  busy: boolean;
  isSending: boolean;
  status: FormStatus | undefined;
  /** A plain button's click; omitted: the button submits its form. */
  onClick?: () => void;
  /**
   * Says the button's English words in the screen's language (its LocalizeContext's `localize`,
   * issue 28); as they are without one. A prop, not the context: the signed-in pages' banner
   * draws these controls on every first load, which carries no form primitives.
   */
  localize?: (english: string) => string;
}

/**
 * The 'Resend verification email' button and the answer's line, for the button and the form. In
 * the screen's language where it provides one (`localize`: the account screens'; the
 * signed-in banner's English until its layout speaks another), with no catalogue of its own.
 */
export function ResendControls({
  compact,
  busy,
  isSending,
  status,
  onClick,
  localize = (english) => english,
}: ResendControlsProps) {
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
        {localize(isSending ? RESEND_TEXTS.submitting : RESEND_TEXTS.submit)}
      </Button>
      {status && (
        <StatusMessage tone={status.tone} className={compact ? 'py-1.5' : undefined}>
          {status.text}
        </StatusMessage>
      )}
    </>
  );
}
