import { useState, type FormEvent } from 'react';
import { MESSAGES } from '@nestling/shared';
import { Button, StatusMessage, TextField } from '@/components/ui';
import { fieldErrorsFromZod } from '@/lib/form-errors';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { loadSchemasOnTouch, useAccountSchemas } from '../schemas/load-account-schemas';

type Status = { tone: 'success' | 'error'; text: string } | undefined;

/**
 * The forgot-password form (spec §2.7, §5 Reset request, §8.2 Reset request): one e-mail field
 * and 'Send Reset Link'; 'Enter a valid email' when blank or malformed; success
 * '📧 Reset link sent to your email.'; failure 'Failed to send reset link'.
 */
export function ForgotPasswordForm() {
  const request = useRequestPasswordReset();
  const withSchemas = useAccountSchemas();
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string>();
  const [status, setStatus] = useState<Status>();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (request.isPending) return;
    withSchemas(
      ({ resetRequestSchema }) => {
        const parsed = resetRequestSchema.safeParse({ email });
        if (!parsed.success) {
          setEmailError(
            fieldErrorsFromZod<'email'>(parsed.error).email ?? MESSAGES.resetRequest.emailInvalid,
          );
          setStatus(undefined);
          return;
        }
        setEmailError(undefined);
        setStatus(undefined);
        request.mutate(parsed.data, {
          onSuccess: () => setStatus({ tone: 'success', text: MESSAGES.resetRequest.success }),
          onError: () => setStatus({ tone: 'error', text: MESSAGES.resetRequest.failed }),
        });
      },
      (text) => setStatus({ tone: 'error', text }),
    );
  }

  return (
    <form noValidate onSubmit={handleSubmit} {...loadSchemasOnTouch} className="space-y-5">
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
      {status && <StatusMessage tone={status.tone}>{status.text}</StatusMessage>}
      <Button
        type="submit"
        fullWidth
        size="lg"
        disabled={request.isPending}
        isLoading={request.isPending}
      >
        {request.isPending ? 'Sending...' : 'Send Reset Link'}
      </Button>
    </form>
  );
}
