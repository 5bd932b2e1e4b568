import { Suspense } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { FullPageStatus } from '@/components/layout/full-page-status';
import { Spinner, StatusMessage, TextLink } from '@/components/ui';
import { loginPath, paths } from '@/config/paths';
import { useSession } from '@/entities/parent/api/get-session';
import { AuthCard } from '@/features/auth/components/auth-card';
import { FAMILY_MESSAGES } from '@/features/family/messages';
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
 * used, expired or unknown one is refused by the server with its reason.
 */
export function JoinFamilyRoute() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const { parent, isChecking } = useSession();
  const navigate = useNavigate();
  const here = `${paths.joinFamily}?${new URLSearchParams({ token }).toString()}`;

  if (isChecking) return <FullPageStatus>Checking authentication...</FullPageStatus>;
  return (
    <AuthCard
      title={FAMILY_MESSAGES.join.title}
      description={FAMILY_MESSAGES.join.description}
      footer={
        token && !parent ? (
          <>
            Already have an account?{' '}
            <TextLink to={loginPath({ next: here })}>{FAMILY_MESSAGES.join.loginLink}</TextLink>
          </>
        ) : undefined
      }
    >
      <title>{`${FAMILY_MESSAGES.join.title} · Nestling`}</title>
      {!token ? (
        <StatusMessage tone="error">{FAMILY_MESSAGES.join.noToken}</StatusMessage>
      ) : parent ? (
        <Suspense fallback={<Spinner className="size-6 text-brand-600" />}>
          <JoinFamilyPanel.Component
            token={token}
            parentName={parent.name}
            homePath={paths.dashboard}
            onJoined={() => {
              toast.success(FAMILY_MESSAGES.join.joined);
              void navigate(paths.dashboard, { replace: true });
            }}
          />
        </Suspense>
      ) : (
        <div className="space-y-5">
          <p className="text-ink-700">{FAMILY_MESSAGES.join.signedOutText}</p>
          <Suspense fallback={<Spinner className="size-6 text-brand-600" />}>
            <RegisterForm.Component invitationToken={token} />
          </Suspense>
        </div>
      )}
    </AuthCard>
  );
}
