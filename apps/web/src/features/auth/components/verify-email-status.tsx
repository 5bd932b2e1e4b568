import { useEffect, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { MESSAGES, REDIRECT_DELAY_MS, verificationCatalogue } from '@nestling/shared';
import { Spinner, StatusMessage } from '@/components/ui';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { sessionQueryKey, useSession } from '@/entities/parent/api/get-session';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useVerifyEmail } from '../api/verify-email';

/**
 * The failure text of spec §8.2 (Verify) for a failed verification call: 400 INVALID_TOKEN →
 * 'Invalid or missing token.', any other 4xx → 'Verification failed', network or 5xx →
 * 'Something went wrong. Please try again.'
 */
export function verifyFailureMessage(error: unknown): string {
  if (!isApiError(error) || error.status === 0 || error.status >= 500)
    return MESSAGES.verify.somethingWrong;
  if (error.status === 400 && error.code === 'INVALID_TOKEN') return MESSAGES.verify.invalidToken;
  if (error.status >= 400 && error.status < 500) return MESSAGES.verify.failed;
  return MESSAGES.verify.somethingWrong;
}

/** Whether a failed verification is a used link of a parent already verified (issue 9). */
export function isAlreadyVerified(error: unknown): boolean {
  return isApiError(error) && error.status === 409 && error.code === 'ALREADY_VERIFIED';
}

/**
 * Verifies the mailed token (spec §2.6): 'Verifying...', then 'Email verified! Redirecting to
 * dashboard...' and /dashboard after 2 s (the session query is refreshed first: the server
 * signed the parent in), or the failure text with a way forward. A link opened again after it
 * worked is no failure: 'Your e-mail is already verified.', then on to the dashboard (signed
 * in) or to login, after the same 2 s.
 * @param token the `token` query parameter
 * @param onInvalid rendered under a failure (e.g. the resend form)
 */
export function VerifyEmailStatus({ token, onInvalid }: { token: string; onInvalid?: ReactNode }) {
  const verification = useVerifyEmail(token);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const verified = verification.isSuccess;
  const alreadyVerified = verification.isError && isAlreadyVerified(verification.error);
  const { parent } = useSession();
  const signedIn = parent !== null;
  const { t, localize } = useTranslation(verificationCatalogue);

  useEffect(() => {
    if (!verified) return;
    let cancelled = false;
    const timer = setTimeout(() => {
      void queryClient
        .invalidateQueries({ queryKey: sessionQueryKey })
        .catch(() => undefined)
        .then(() => {
          if (!cancelled) void navigate(paths.dashboard, { replace: true });
        });
    }, REDIRECT_DELAY_MS.verify);
    if (verification.data) queryClient.setQueryData(sessionQueryKey, verification.data);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [verified, verification.data, queryClient, navigate]);

  useEffect(() => {
    if (!alreadyVerified) return;
    const timer = setTimeout(
      () => void navigate(signedIn ? paths.dashboard : paths.login, { replace: true }),
      REDIRECT_DELAY_MS.verify,
    );
    return () => clearTimeout(timer);
  }, [alreadyVerified, signedIn, navigate]);

  if (verification.isPending) {
    return (
      <p role="status" className="flex items-center gap-3 text-lg font-semibold text-brand-800">
        <Spinner /> {t('verify.verifying')}
      </p>
    );
  }
  if (alreadyVerified) {
    return (
      <StatusMessage tone="success">
        {t('verify.alreadyVerified')}{' '}
        {signedIn ? t('verify.redirectingDashboard') : t('verify.redirectingLogin')}
      </StatusMessage>
    );
  }
  if (verification.isError) {
    return (
      <div className="space-y-5">
        <StatusMessage tone="error">
          {localize(verifyFailureMessage(verification.error))}
        </StatusMessage>
        {onInvalid}
      </div>
    );
  }
  return <StatusMessage tone="success">{t('verify.success')}</StatusMessage>;
}
