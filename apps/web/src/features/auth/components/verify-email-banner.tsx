import { Suspense } from 'react';
import { MailWarning } from 'lucide-react';
import { commonCatalogue } from '@nestling/shared';
import { useTranslation } from '@/lib/i18n/use-translation';
import { lazyPart } from '@/lib/lazy-part';
import { ResendControls } from './resend-controls';

/**
 * The resend button's call (its mutation, the account schemas it loads): on every signed-in
 * page's first load it would ride along for the few parents not yet verified, so it loads
 * when the banner is drawn, with the same control, disabled, in its place (decision 055).
 */
const ResendVerificationButton = lazyPart(() =>
  import('./resend-verification-button').then((module) => module.ResendVerificationButton),
);

/**
 * The slim banner shown on dashboard pages to a parent whose e-mail is not verified yet
 * (product.md: social features need a verified e-mail), with a resend button.
 */
export function VerifyEmailBanner({ email }: { email: string }) {
  const { t } = useTranslation(commonCatalogue);
  return (
    <aside aria-label={t('verify.label')} className="border-b border-accent-200 bg-accent-50">
      <div className="mx-auto flex max-w-6xl flex-col gap-3 px-4 py-3 md:flex-row md:items-center md:justify-between sm:px-6">
        <p className="flex items-start gap-2 text-sm text-ink-800">
          <MailWarning aria-hidden="true" className="size-5 shrink-0" />
          <span>
            {t('verify.banner')} {t('verify.sentTo')}{' '}
            <strong className="font-semibold wrap-anywhere">{email}</strong>.
          </span>
        </p>
        <Suspense
          fallback={
            <div className="flex flex-wrap items-center gap-3" aria-hidden="true" inert>
              <ResendControls compact busy isSending={false} status={undefined} />
            </div>
          }
        >
          <ResendVerificationButton.Component compact />
        </Suspense>
      </div>
    </aside>
  );
}
