import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { accountCatalogue, setupCatalogue, type ResetRequest } from '@nestling/shared';
import { Button, EmailField, StatusMessage, type FormStatus } from '@/components/ui';
import { useRequestPasswordReset } from '../api/request-password-reset';
import type { resetRequestSchema } from '../schemas/account-schemas';
import { accountResolver } from '../schemas/account-resolver';
import { AccountForm } from './account-form';
import { useTranslation } from '@/lib/i18n/use-translation';

const resolver = accountResolver<{ email: string }, typeof resetRequestSchema>(
  (schemas) => schemas.resetRequestSchema,
);

/**
 * The forgot-password form (spec §2.7, §5 Reset request, §8.2 Reset request): one e-mail field
 * and 'Send Reset Link'; 'Enter a valid email' when blank or malformed; success
 * '📧 Reset link sent to your email.'; failure 'Failed to send reset link'. In the app's language
 * (issue 28).
 */
export function ForgotPasswordForm() {
  const request = useRequestPasswordReset();
  const { t } = useTranslation(setupCatalogue);
  const account = useTranslation(accountCatalogue);
  const form = useForm({ resolver, defaultValues: { email: '' } });
  const [status, setStatus] = useState<FormStatus>();
  const busy = request.isPending || form.formState.isSubmitting;

  function submit(body: ResetRequest) {
    if (request.isPending) return;
    setStatus(undefined);
    request.mutate(body, {
      onSuccess: () => setStatus({ tone: 'success', text: account.t('resetRequest.success') }),
      onError: () => setStatus({ tone: 'error', text: account.t('resetRequest.failed') }),
    });
  }

  return (
    <AccountForm form={form} onSubmit={submit} onStatus={setStatus} className="space-y-5">
      <EmailField label={account.t('field.email')} />
      {status && <StatusMessage tone={status.tone}>{status.text}</StatusMessage>}
      <Button type="submit" fullWidth size="lg" disabled={busy} isLoading={request.isPending}>
        {request.isPending ? t('forgot.submitting') : t('forgot.submit')}
      </Button>
    </AccountForm>
  );
}
