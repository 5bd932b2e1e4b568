import { Suspense } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { accountCatalogue, joinFamilyCatalogue } from '@nestling/shared';
import { CheckingSession } from '@/components/layout/full-page-status';
import { Spinner, StatusMessage, TextLink } from '@/components/ui';
import { loginPath, paths } from '@/config/paths';
import { useSession } from '@/entities/parent/api/get-session';
import { AuthCard } from '@/features/auth/components/auth-card';
import { useTranslation } from '@/lib/i18n/use-translation';
import { lazyPart } from '@/lib/lazy-part';
import { toast } from '@/lib/toast/toast';

/**
 * The signed-in parent's acceptance (it reads the family's answer with zod): loaded only when a
 * signed-in parent opens the link, so a visitor's first load is the registration's.
 */
const JoinFamilyPanel = lazyPart(() =>
  import('@/features/family/components/join-family-panel').then((module) => module.JoinFamilyPanel),
);

/**
 * The registration through the link: the register screen's form, loaded as its own part, so the
 * other account screens never carry it (it would otherwise join the account screens' shared
 * chunk, route-chunks.ts).
 */
const RegisterForm = lazyPart(() =>
  import('@/features/auth/components/register-form').then((module) => module.RegisterForm),
);

/**
 * /join-family?token= (issue 24, slice 4), the link of the invitation mail. Signed out: register
 * through the link (the server puts the new parent in the inviting family), or log in and come
 * back here. Signed in: what joining means, then Accept; once joined, the app has fetched
 * everything again and the parent lands on the dashboard. A link without a token says so; a
 * used, expired or unknown one is refused by the server with its reason. In the app's language
 * (issue 28): the joinFamily area, downloaded under the auth layout's Suspense.
 */
export function JoinFamilyRoute() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const { parent, isChecking } = useSession();
  const navigate = useNavigate();
  const here = `${paths.joinFamily}?${new URLSearchParams({ token }).toString()}`;
  const account = useTranslation(accountCatalogue);
  const { t } = useTranslation(joinFamilyCatalogue);

  if (isChecking) return <CheckingSession />;
  return (
    <AuthCard
      title={t('join.title')}
      description={t('join.description')}
      footer={
        token && !parent ? (
          <>
            {t('join.haveAccount')}{' '}
            <TextLink to={loginPath({ next: here })}>{t('join.loginLink')}</TextLink>
          </>
        ) : undefined
      }
    >
      <title>{account.t('document.title', { screen: t('join.title') })}</title>
      {!token ? (
        <StatusMessage tone="error">{t('join.noToken')}</StatusMessage>
      ) : parent ? (
        <Suspense fallback={<Spinner className="size-6 text-brand-600" />}>
          <JoinFamilyPanel.Component
            token={token}
            parentName={parent.name}
            homePath={paths.dashboard}
            onJoined={() => {
              toast.success(t('join.joined'));
              void navigate(paths.dashboard, { replace: true });
            }}
          />
        </Suspense>
      ) : (
        <div className="space-y-5">
          <p className="text-ink-700">{t('join.signedOutText')}</p>
          <Suspense fallback={<Spinner className="size-6 text-brand-600" />}>
            <RegisterForm.Component invitationToken={token} />
          </Suspense>
        </div>
      )}
    </AuthCard>
  );
}
