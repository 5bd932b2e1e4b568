import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import type { ResendVerificationRequest } from '@nestling/shared';
import { Button, EmailField, Form, StatusMessage, type FormStatus } from '@/components/ui';
import { useResendVerification } from '../api/resend-verification';
import { accountResolver, loadSchemasOnTouch } from '../schemas/load-account-schemas';

export interface ResendVerificationFormProps {
  /** True when a parent is signed in: the server knows the address, so no field is shown. */
  signedIn: boolean;
  /** Pre-fills the e-mail field when not signed in. */
  defaultEmail?: string;
  /** Smaller, inline look for the banner. */
  compact?: boolean;
}

/**
 * The resolver: signed in, the body is empty (the session names the account); otherwise the
 * e-mail is required.
 */
function resendResolver(signedIn: boolean) {
  return accountResolver<{ email: string }, z.ZodType<ResendVerificationRequest>>(
    (schemas) =>
      signedIn ? schemas.resendVerificationSchema : schemas.resendVerificationSchema.required(),
    { input: ({ email }) => (signedIn ? {} : { email }) },
  );
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
  const [resolver] = useState(() => resendResolver(signedIn));
  const form = useForm({ resolver, defaultValues: { email: defaultEmail } });
  const [status, setStatus] = useState<FormStatus>();
  const busy = resend.isPending || form.formState.isSubmitting;

  function submit({ email }: { email?: string }) {
    if (resend.isPending) return;
    setStatus(undefined);
    resend.mutate(email, {
      onSuccess: (message) => setStatus({ tone: 'success', text: message }),
      onError: (error) => setStatus({ tone: 'error', text: error.message }),
    });
  }

  return (
    <Form
      form={form}
      onSubmit={submit}
      onInvalid={(errors) =>
        setStatus(errors.root?.message ? { tone: 'error', text: errors.root.message } : undefined)
      }
      {...loadSchemasOnTouch}
      className={compact ? 'flex flex-wrap items-center gap-3' : 'space-y-4'}
    >
      {!signedIn && <EmailField />}
      <Button
        type="submit"
        variant={compact ? 'secondary' : 'primary'}
        size={compact ? 'sm' : 'md'}
        fullWidth={!compact}
        className={compact ? 'shrink-0 whitespace-nowrap' : undefined}
        disabled={busy}
        isLoading={resend.isPending}
      >
        {resend.isPending ? 'Sending...' : 'Resend verification email'}
      </Button>
      {status && (
        <StatusMessage tone={status.tone} className={compact ? 'py-1.5' : undefined}>
          {status.text}
        </StatusMessage>
      )}
    </Form>
  );
}
