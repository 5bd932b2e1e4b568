import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { accountCatalogue, verificationCatalogue } from '@nestling/shared';
import { TextLink } from '@/components/ui';
import { paths } from '@/config/paths';
import { useSession } from '@/entities/parent/api/get-session';
import { AuthCard } from '@/features/auth/components/auth-card';
import { ResendVerificationForm } from '@/features/auth/components/resend-verification-form';
import { VerifyEmailStatus } from '@/features/auth/components/verify-email-status';
import { useTranslation } from '@/lib/i18n/use-translation';

/**
 * /verify-email (spec §2.6, product.md): with a token it verifies; without one it says to
 * check the inbox and offers "Resend verification email" (with an e-mail field when nobody is
 * signed in). In the app's language (issue 28).
 */
export function VerifyEmailRoute() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const { parent } = useSession();
  const signedIn = parent !== null;
  const { t } = useTranslation(verificationCatalogue);
  const account = useTranslation(accountCatalogue);
  const title = <title>{account.t('document.title', { screen: t('verify.screen') })}</title>;
  const footer = signedIn ? (
    <TextLink to={paths.dashboard}>{t('verify.toDashboard')}</TextLink>
  ) : (
    <TextLink to={paths.login}>{t('verify.toLogin')}</TextLink>
  );
  const resend = <ResendVerificationForm signedIn={signedIn} />;

  if (token) {
    return (
      <AuthCard title={t('verify.title')} footer={footer}>
        {title}
        <VerifyEmailStatus
          token={token}
          onInvalid={
            <div className="space-y-3">
              <p className="text-sm text-ink-700">{t('verify.linkRules')}</p>
              {resend}
            </div>
          }
        />
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title={t('verify.inboxTitle')}
      description={
        <>
          {account.t('verify.checkInbox')}
          {parent && (
            <>
              {' '}
              <SentTo
                text={t('verify.sentTo', { email: '\u0000' })}
                email={
                  <strong className="font-semibold wrap-anywhere text-ink-900">
                    {parent.email}
                  </strong>
                }
              />
            </>
          )}
        </>
      }
      footer={footer}
    >
      {title}
      <div className="space-y-4">
        <p className="text-sm text-ink-700">
          {signedIn ? t('verify.noMailSignedIn') : t('verify.noMail')}
        </p>
        {resend}
      </div>
    </AuthCard>
  );
}

/**
 * A message with the e-mail address in it, the address in bold: `text` is the message formatted
 * with a NUL character for the address (each language puts it where its grammar does).
 */
function SentTo({ text, email }: { text: string; email: ReactNode }) {
  const [before = '', after = ''] = text.split('\u0000');
  return (
    <>
      {before}
      {email}
      {after}
    </>
  );
}
