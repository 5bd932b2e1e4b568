import { useState } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import { useNavigate } from 'react-router';
import {
  accountCatalogue,
  setupCatalogue,
  REDIRECT_DELAY_MS,
  type ResetPasswordRequest,
} from '@nestling/shared';
import { Button, PasswordField, StatusMessage, TextLink, type FormStatus } from '@/components/ui';
import { paths } from '@/config/paths';
import { useTimeout } from '@/hooks/use-timeout';
import { isApiError, isConnectionFailure, serverMessage } from '@/lib/api-client';
import { useResetPassword } from '../api/reset-password';
import type { resetPasswordSchema } from '../schemas/account-schemas';
import { accountResolver } from '../schemas/account-resolver';
import { AccountForm } from './account-form';
import { useTranslation } from '@/lib/i18n/use-translation';

type Status = (FormStatus & { invalidToken?: boolean }) | undefined;

interface NewPasswordValues {
  password: string;
  confirm: string;
}

/**
 * The new-password form (spec §2.8, §5 New password, §8.2 New password): new and confirm
 * fields; a missing token → 'Invalid or expired reset token.'; mismatch → 'Passwords do not
 * match.'; the server's strength rule applied here too (shared schema); success, then /login
 * after 1.5 s; failure 'Password reset failed' or the server's text; network 'Could not connect
 * to server.' In the app's language (issue 28).
 * @param token the `token` query parameter, or null when the link had none
 */
export function NewPasswordForm({ token }: { token: string | null }) {
  const { t } = useTranslation(setupCatalogue);
  const account = useTranslation(accountCatalogue);
  if (!token) {
    return (
      <div className="space-y-5">
        <StatusMessage tone="error">{account.t('newPassword.invalidToken')}</StatusMessage>
        <p className="text-sm text-ink-700">
          {t('newPassword.linkRules')}{' '}
          <TextLink to={paths.forgotPassword}>{t('newPassword.requestNewLink')}</TextLink>
        </p>
      </div>
    );
  }
  return <NewPasswordFields token={token} />;
}

function NewPasswordFields({ token }: { token: string }) {
  const navigate = useNavigate();
  const schedule = useTimeout();
  const reset = useResetPassword();
  const { t } = useTranslation(setupCatalogue);
  const account = useTranslation(accountCatalogue);
  const { localize } = account;
  const [resolver] = useState(() =>
    accountResolver<NewPasswordValues, typeof resetPasswordSchema>(
      (schemas) => schemas.resetPasswordSchema,
      { input: ({ password }) => ({ token, password }) },
    ),
  );
  const form = useForm({ resolver, defaultValues: { password: '', confirm: '' } });
  const [status, setStatus] = useState<Status>();
  const succeeded = status?.tone === 'success';
  const busy = reset.isPending || form.formState.isSubmitting || succeeded;

  /** Says 'Passwords do not match.' under the confirmation; true when it did. */
  function flagMismatch(): boolean {
    const { password, confirm } = form.getValues();
    if (password === confirm) return false;
    form.setError('confirm', { type: 'mismatch', message: account.t('newPassword.mismatch') });
    return true;
  }

  function refused(errors: FieldErrors<NewPasswordValues>) {
    flagMismatch();
    const text =
      errors.root?.message ?? (errors.password ? undefined : account.t('newPassword.invalidToken'));
    // The token is the only other field: a link that carries a malformed one.
    setStatus(text ? { tone: 'error', text, invalidToken: !errors.root } : undefined);
  }

  function submit(request: ResetPasswordRequest) {
    setStatus(undefined);
    if (busy || flagMismatch()) return;
    reset.mutate(request, {
      onSuccess: () => {
        setStatus({ tone: 'success', text: account.t('newPassword.success') });
        schedule(
          () => void navigate(paths.login, { replace: true }),
          REDIRECT_DELAY_MS.passwordReset,
        );
      },
      onError: (error) => {
        if (isConnectionFailure(error)) {
          setStatus({ tone: 'error', text: account.t('newPassword.network') });
          return;
        }
        const invalidToken = isApiError(error) && error.code === 'INVALID_TOKEN';
        const text = serverMessage(error);
        setStatus({
          tone: 'error',
          text: text ? localize(text) : account.t('newPassword.failed'),
          invalidToken,
        });
      },
    });
  }

  return (
    <AccountForm
      form={form}
      onSubmit={submit}
      onStatus={setStatus}
      onInvalid={refused}
      className="space-y-5"
    >
      <PasswordField label={t('field.newPassword')} strength />
      <PasswordField name="confirm" label={t('field.confirmPassword')} isNew />
      {status && (
        <div className="space-y-3">
          <StatusMessage tone={status.tone}>{status.text}</StatusMessage>
          {status.invalidToken && (
            <p className="text-sm text-ink-700">
              <TextLink to={paths.forgotPassword}>{t('newPassword.requestNewLink')}</TextLink>
            </p>
          )}
        </div>
      )}
      <Button type="submit" fullWidth size="lg" disabled={busy} isLoading={reset.isPending}>
        {reset.isPending ? t('newPassword.submitting') : t('newPassword.submit')}
      </Button>
    </AccountForm>
  );
}
