import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { MESSAGES, REDIRECT_DELAY_MS, passwordStrengthHint } from '@nestling/shared';
import { Button, PasswordField, StatusMessage, TextLink } from '@/components/ui';
import { paths } from '@/config/paths';
import { useTimeout } from '@/hooks/use-timeout';
import { isApiError, isConnectionFailure, serverMessage } from '@/lib/api-client';
import { useResetPassword } from '../api/reset-password';
import { loadSchemasOnTouch, useAccountSchemas } from '../schemas/load-account-schemas';
import { PasswordStrength } from './password-strength';

type Status = { tone: 'success' | 'error'; text: string; invalidToken?: boolean } | undefined;

/**
 * The new-password form (spec §2.8, §5 New password, §8.2 New password): new and confirm
 * fields; a missing token → 'Invalid or expired reset token.'; mismatch → 'Passwords do not
 * match.'; the server's strength rule applied here too (shared schema); success, then /login
 * after 1.5 s; failure 'Password reset failed' or the server's text; network 'Could not connect
 * to server.'
 * @param token the `token` query parameter, or null when the link had none
 */
export function NewPasswordForm({ token }: { token: string | null }) {
  const navigate = useNavigate();
  const schedule = useTimeout();
  const reset = useResetPassword();
  const withSchemas = useAccountSchemas();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [passwordError, setPasswordError] = useState<string>();
  const [confirmError, setConfirmError] = useState<string>();
  const [status, setStatus] = useState<Status>();
  const succeeded = status?.tone === 'success';

  if (!token) {
    return (
      <div className="space-y-5">
        <StatusMessage tone="error">{MESSAGES.newPassword.invalidToken}</StatusMessage>
        <p className="text-sm text-ink-700">
          Reset links work once and expire after an hour.{' '}
          <TextLink to={paths.forgotPassword}>Request a new link</TextLink>
        </p>
      </div>
    );
  }
  const resetToken = token;

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (reset.isPending || succeeded) return;
    withSchemas(
      ({ resetPasswordSchema }) => {
        const parsed = resetPasswordSchema.safeParse({ token: resetToken, password });
        const strengthError = parsed.success
          ? undefined
          : parsed.error.issues.find((issue) => issue.path[0] === 'password')?.message;
        const mismatch = password !== confirm ? MESSAGES.newPassword.mismatch : undefined;
        setPasswordError(strengthError);
        setConfirmError(mismatch);
        setStatus(undefined);
        if (!parsed.success) {
          if (!strengthError)
            setStatus({
              tone: 'error',
              text: MESSAGES.newPassword.invalidToken,
              invalidToken: true,
            });
          return;
        }
        if (mismatch) return;
        reset.mutate(parsed.data, {
          onSuccess: () => {
            setStatus({ tone: 'success', text: MESSAGES.newPassword.success });
            schedule(
              () => void navigate(paths.login, { replace: true }),
              REDIRECT_DELAY_MS.passwordReset,
            );
          },
          onError: (error) => {
            if (isConnectionFailure(error)) {
              setStatus({ tone: 'error', text: MESSAGES.newPassword.network });
              return;
            }
            const invalidToken = isApiError(error) && error.code === 'INVALID_TOKEN';
            setStatus({
              tone: 'error',
              text: serverMessage(error) ?? MESSAGES.newPassword.failed,
              invalidToken,
            });
          },
        });
      },
      (text) => setStatus({ tone: 'error', text }),
    );
  }

  return (
    <form noValidate onSubmit={handleSubmit} {...loadSchemasOnTouch} className="space-y-5">
      <PasswordField
        label="New password"
        name="password"
        autoComplete="new-password"
        required
        value={password}
        error={passwordError}
        liveHint
        hint={<PasswordStrength hint={password ? passwordStrengthHint(password) : undefined} />}
        onChange={(event) => setPassword(event.target.value)}
      />
      <PasswordField
        label="Confirm password"
        name="confirm"
        autoComplete="new-password"
        required
        value={confirm}
        error={confirmError}
        onChange={(event) => setConfirm(event.target.value)}
      />
      {status && (
        <div className="space-y-3">
          <StatusMessage tone={status.tone}>{status.text}</StatusMessage>
          {status.invalidToken && (
            <p className="text-sm text-ink-700">
              <TextLink to={paths.forgotPassword}>Request a new link</TextLink>
            </p>
          )}
        </div>
      )}
      <Button
        type="submit"
        fullWidth
        size="lg"
        disabled={reset.isPending || succeeded}
        isLoading={reset.isPending}
      >
        {reset.isPending ? 'Saving...' : 'Set New Password'}
      </Button>
    </form>
  );
}
