import { Suspense, useEffect, useState } from 'react';
import { MailPlus } from 'lucide-react';
import { familyCatalogue, type FamilyInvitation } from '@nestling/shared';
import { Button, SectionCard, StatusMessage } from '@/components/ui';
import { toast } from '@/lib/toast/toast';
import { useCancelInvitation, useInviteToFamily } from '../api/family-api';
import { formatDateTime } from '@/lib/dates';
import { useLocale } from '@/lib/i18n/locale-context';
import { useTranslation } from '@/lib/i18n/use-translation';
import { lazyPart } from '@/lib/lazy-part';

/**
 * The invite form, with react-hook-form, loads as the card mounts, after the screen's first
 * load (decision 055), so the Family screen stays inside its budget.
 */
const InviteForm = lazyPart(() => import('./invite-form').then((module) => module.InviteForm));

/**
 * A guardian's invitations card: the invite form, then the pending invitations (address, role,
 * until when the link works — an expired one says so), each with Resend (a new link, the old
 * one dead) and Cancel. A refusal (the mail cap's RATE_LIMITED, …) shows as the server's text.
 */
export function InvitationsCard({ invitations }: { invitations: FamilyInvitation[] }) {
  const resend = useInviteToFamily();
  const cancel = useCancelInvitation();
  const [error, setError] = useState<string>();
  const [now] = useState(() => Date.now());
  useEffect(() => void InviteForm.preload(), []);
  const { intlLocale } = useLocale();
  const { t } = useTranslation(familyCatalogue);

  function resendTo(invitation: FamilyInvitation) {
    setError(undefined);
    resend.mutate(
      { email: invitation.email, role: invitation.role },
      {
        onSuccess: () => toast.success(t('invitations.resent', { email: invitation.email })),
        onError: (failure) => setError(failure.message),
      },
    );
  }

  function cancelFor(invitation: FamilyInvitation) {
    setError(undefined);
    cancel.mutate(invitation.id, {
      onSuccess: () => toast.success(t('invitations.cancelled', { email: invitation.email })),
      onError: (failure) => setError(failure.message),
    });
  }

  return (
    <SectionCard
      title={t('invite.title')}
      icon={<MailPlus aria-hidden="true" className="size-5 text-brand-700" />}
    >
      <Suspense fallback={<p className="min-h-72 text-sm text-ink-700">{t('invite.text')}</p>}>
        <InviteForm.Component />
      </Suspense>
      <div className="space-y-3 border-t border-ink-900/10 pt-4">
        <h3 className="text-lg font-bold text-ink-900">{t('invitations.title')}</h3>
        {error && <StatusMessage tone="error">{error}</StatusMessage>}
        {invitations.length === 0 ? (
          <p className="text-ink-700">{t('invitations.empty')}</p>
        ) : (
          <ul className="divide-y divide-ink-900/5">
            {invitations.map((invitation) => {
              const expired = new Date(invitation.expiresAt).getTime() <= now;
              const when = formatDateTime(invitation.expiresAt, intlLocale);
              return (
                <li
                  key={invitation.id}
                  className="flex flex-wrap items-center justify-between gap-3 py-3"
                >
                  <div className="min-w-0 flex-1 basis-48">
                    <p className="font-semibold break-all text-ink-900">{invitation.email}</p>
                    <p className={expired ? 'text-sm text-danger-700' : 'text-sm text-ink-700'}>
                      {t(`role.${invitation.role}`)} ·{' '}
                      {expired
                        ? t('invitations.expiredOn', { date: when })
                        : t('invitations.expiresOn', { date: when })}
                    </p>
                  </div>
                  <div className="flex flex-wrap gap-2">
                    <Button
                      size="sm"
                      variant="secondary"
                      aria-label={t('invitations.resendLabel', { email: invitation.email })}
                      disabled={resend.isPending && resend.variables.email === invitation.email}
                      onClick={() => resendTo(invitation)}
                    >
                      {t('invitations.resend')}
                    </Button>
                    <Button
                      size="sm"
                      variant="ghost"
                      aria-label={t('invitations.cancelLabel', { email: invitation.email })}
                      disabled={cancel.isPending && cancel.variables === invitation.id}
                      onClick={() => cancelFor(invitation)}
                    >
                      {t('invitations.cancel')}
                    </Button>
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </SectionCard>
  );
}
