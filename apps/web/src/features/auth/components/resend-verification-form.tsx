import { useState, type FormEvent } from 'react';
import { Button, StatusMessage, TextField } from '@/components/ui';
import { fieldErrorsFromZod } from '@/lib/form-errors';
import { useResendVerification } from '../api/resend-verification';
import { loadSchemasOnTouch, useAccountSchemas } from '../schemas/load-account-schemas';

type Status = { tone: 'success' | 'error'; text: string } | undefined;

export interface ResendVerificationFormProps {
  /** True when a parent is signed in: the server knows the address, so no field is shown. */
  signedIn: boolean;
  /** Pre-fills the e-mail field when not signed in. */
  defaultEmail?: string;
  /** Smaller, inline look for the banner. */
  compact?: boolean;
}

/**
 * The 'Resend verification email' button (POST /api/auth/resend-verification), with an e-mail
 * field when nobody is signed in; shows the server's answer.
 */
export function ResendVerificationForm({
  signedIn,
  defaultEmail = '',
  compact = false,
}: ResendVerificationFormProps) {
  const resend = useResendVerification();
  const withSchemas = useAccountSchemas();
  const [email, setEmail] = useState(defaultEmail);
  const [emailError, setEmailError] = useState<string>();
  const [status, setStatus] = useState<Status>();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (resend.isPending) return;
    withSchemas(
      ({ resendVerificationSchema }) => {
        let address: string | undefined;
        if (!signedIn) {
          const parsed = resendVerificationSchema.required().safeParse({ email });
          if (!parsed.success) {
            setEmailError(fieldErrorsFromZod<'email'>(parsed.error).email);
            return;
          }
          address = parsed.data.email;
        }
        setEmailError(undefined);
        setStatus(undefined);
        resend.mutate(address, {
          onSuccess: (message) => setStatus({ tone: 'success', text: message }),
          onError: (error) => setStatus({ tone: 'error', text: error.message }),
        });
      },
      (text) => setStatus({ tone: 'error', text }),
    );
  }

  return (
    <form
      noValidate
      onSubmit={handleSubmit}
      {...loadSchemasOnTouch}
      className={compact ? 'flex flex-wrap items-center gap-3' : 'space-y-4'}
    >
      {!signedIn && (
        <TextField
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          value={email}
          error={emailError}
          onChange={(event) => setEmail(event.target.value)}
        />
      )}
      <Button
        type="submit"
        variant={compact ? 'secondary' : 'primary'}
        size={compact ? 'sm' : 'md'}
        fullWidth={!compact}
        className={compact ? 'shrink-0 whitespace-nowrap' : undefined}
        disabled={resend.isPending}
        isLoading={resend.isPending}
      >
        {resend.isPending ? 'Sending...' : 'Resend verification email'}
      </Button>
      {status && (
        <StatusMessage tone={status.tone} className={compact ? 'py-1.5' : undefined}>
          {status.text}
        </StatusMessage>
      )}
    </form>
  );
}
