import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import {
  accountCatalogue,
  verificationCatalogue,
  type ResendVerificationRequest,
} from '@nestling/shared';
import { EmailField, type FormStatus } from '@/components/ui';
import { useResendVerification } from '../api/resend-verification';
import { accountResolver } from '../schemas/account-resolver';
import { AccountForm } from './account-form';
import { ResendControls } from './resend-controls';
import { ResendVerificationButton } from './resend-verification-button';
import { useTranslation } from '@/lib/i18n/use-translation';

export interface ResendVerificationFormProps {
  /** True when a parent is signed in: the server knows the address, so no field is shown. */
  signedIn: boolean;
  /** Pre-fills the e-mail field when not signed in. */
  defaultEmail?: string;
  /** Smaller, inline look. */
  compact?: boolean;
}

/** Without a session the e-mail names the account, so it is required. */
const resolver = accountResolver<{ email: string }, z.ZodType<ResendVerificationRequest>>(
  (schemas) => schemas.resendVerificationSchema.required(),
);

/**
 * 'Resend verification email' (POST /api/auth/resend-verification): with an e-mail field when
 * nobody is signed in, else the plain button (ResendVerificationButton); shows the server's
 * answer. In the app's language (issue 28).
 */
export function ResendVerificationForm({
  signedIn,
  defaultEmail = '',
  compact = false,
}: ResendVerificationFormProps) {
  if (signedIn) return <ResendVerificationButton compact={compact} />;
  return <ResendByEmail defaultEmail={defaultEmail} compact={compact} />;
}

function ResendByEmail({ defaultEmail, compact }: { defaultEmail: string; compact: boolean }) {
  const resend = useResendVerification();
  const { t } = useTranslation(accountCatalogue);
  const { localize } = useTranslation(verificationCatalogue);
  const form = useForm({ resolver, defaultValues: { email: defaultEmail } });
  const [status, setStatus] = useState<FormStatus>();

  function submit({ email }: ResendVerificationRequest) {
    if (resend.isPending) return;
    setStatus(undefined);
    resend.mutate(email, {
      onSuccess: (message) => setStatus({ tone: 'success', text: localize(message) }),
      onError: (error) => setStatus({ tone: 'error', text: localize(error.message) }),
    });
  }

  return (
    <AccountForm
      form={form}
      onSubmit={submit}
      onStatus={setStatus}
      className={compact ? 'flex flex-wrap items-center gap-3' : 'space-y-4'}
    >
      <EmailField label={t('field.email')} />
      <ResendControls
        compact={compact}
        busy={resend.isPending || form.formState.isSubmitting}
        isSending={resend.isPending}
        status={status}
        localize={localize}
      />
    </AccountForm>
  );
}
