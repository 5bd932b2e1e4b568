import { MailWarning } from 'lucide-react';
import { MESSAGES } from '@nestling/shared';
import { ResendVerificationButton } from './resend-verification-button';

/**
 * The slim banner shown on dashboard pages to a parent whose e-mail is not verified yet
 * (product.md: social features need a verified e-mail), with a resend button.
 */
export function VerifyEmailBanner({ email }: { email: string }) {
  return (
    <aside aria-label="E-mail verification" className="border-b border-accent-200 bg-accent-50">
      <div className="mx-auto flex max-w-6xl flex-col gap-3 px-4 py-3 md:flex-row md:items-center md:justify-between sm:px-6">
        <p className="flex items-start gap-2 text-sm text-ink-800">
          <MailWarning aria-hidden="true" className="size-5 shrink-0" />
          <span>
            {MESSAGES.verify.banner} We sent the link to{' '}
            <strong className="font-semibold wrap-anywhere">{email}</strong>.
          </span>
        </p>
        <ResendVerificationButton compact />
      </div>
    </aside>
  );
}
