import { useSearchParams } from 'react-router';
import { MESSAGES } from '@nestling/shared';
import { TextLink } from '@/components/ui';
import { paths } from '@/config/paths';
import { useSession } from '@/entities/parent/api/get-session';
import { AuthCard } from '@/features/auth/components/auth-card';
import { ResendVerificationForm } from '@/features/auth/components/resend-verification-form';
import { VerifyEmailStatus } from '@/features/auth/components/verify-email-status';

/**
 * /verify-email (spec §2.6, product.md): with a token it verifies; without one it says to
 * check the inbox and offers "Resend verification email" (with an e-mail field when nobody is
 * signed in).
 */
export function VerifyEmailRoute() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const { parent } = useSession();
  const signedIn = parent !== null;
  const footer = signedIn ? (
    <TextLink to={paths.dashboard}>Continue to your dashboard</TextLink>
  ) : (
    <TextLink to={paths.login}>Back to login</TextLink>
  );
  const resend = <ResendVerificationForm signedIn={signedIn} />;

  if (token) {
    return (
      <AuthCard title="Verify your e-mail" footer={footer}>
        <title>Verify email · Nestling</title>
        <VerifyEmailStatus
          token={token}
          onInvalid={
            <div className="space-y-3">
              <p className="text-sm text-ink-700">
                Verification links work once and expire after 24 hours. Ask for a new one:
              </p>
              {resend}
            </div>
          }
        />
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Check your inbox"
      description={
        <>
          {MESSAGES.verify.checkInbox}
          {parent && (
            <>
              {' '}
              It went to{' '}
              <strong className="font-semibold wrap-anywhere text-ink-900">{parent.email}</strong>.
            </>
          )}
        </>
      }
      footer={footer}
    >
      <title>Verify email · Nestling</title>
      <div className="space-y-4">
        <p className="text-sm text-ink-700">
          {signedIn
            ? 'Explore Kids, Messages and friend requests open once your address is verified. No e-mail? Check your spam folder, or send a new link.'
            : 'No e-mail? Check your spam folder, or enter your address to get a new link.'}
        </p>
        {resend}
      </div>
    </AuthCard>
  );
}
