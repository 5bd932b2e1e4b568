import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { REDIRECT_DELAY_MS, accountCatalogue, type LoginRequest } from '@nestling/shared';
import {
  Button,
  EmailField,
  FormCheckbox,
  PasswordField,
  StatusMessage,
  TextLink,
  type FormStatus,
} from '@/components/ui';
import { paths } from '@/config/paths';
import { useTimeout } from '@/hooks/use-timeout';
import { serverMessage } from '@/lib/api-client';
import { safeNextPath } from '@/lib/safe-redirect';
import { sessionQueryKey } from '@/entities/parent/api/get-session';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useLogin } from '../api/login';
import type { loginRequestSchema } from '../schemas/account-schemas';
import { accountResolver } from '../schemas/account-resolver';
import { AccountForm } from './account-form';
import { readRememberedEmail, rememberEmail } from '../utils/remembered-email';

interface LoginValues {
  email: string;
  password: string;
  remember: boolean;
}

const resolver = accountResolver<LoginValues, typeof loginRequestSchema>(
  (schemas) => schemas.loginRequestSchema,
  { input: ({ email, password }) => ({ email, password }) },
);

/** The form's first values: the remembered e-mail, if any (spec §2.4 Remember me). */
function loginDefaults(): LoginValues {
  const email = readRememberedEmail();
  return { email, password: '', remember: email !== '' };
}

/**
 * The login form (spec §2.4, §4 Login, §5 Login, §8.2 Login): e-mail, password with a show/hide
 * toggle, Remember me; a blank field says 'Please enter email and password.' once, in the status
 * line; 'Logging in...' while the call runs; 'Login successful!' then, after 0.8 s, the safe
 * `next` path or /dashboard. In the app's language (issue 28): the account catalogue's texts,
 * the server's and the schema's texts localized. `?sessionExpired=true` shows the expiry notice, `?suspended=true` the suspension's; `?registered=1`
 * (right after Register) reminds to check the inbox for the verification link.
 */
export function LoginForm() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const schedule = useTimeout();
  const login = useLogin();
  const { t, localize } = useTranslation(accountCatalogue);
  const [defaultValues] = useState(loginDefaults);
  const form = useForm({ resolver, defaultValues });
  const [status, setStatus] = useState<FormStatus>();

  const sessionExpired = searchParams.get('sessionExpired') === 'true';
  const suspended = searchParams.get('suspended') === 'true';
  const justRegistered = searchParams.get('registered') === '1';
  const next = safeNextPath(searchParams.get('next'));
  const busy = login.isPending || form.formState.isSubmitting || status?.tone === 'success';

  function submit(request: LoginRequest) {
    if (busy) return;
    setStatus(undefined);
    login.mutate(request, {
      onSuccess: (parent) => {
        rememberEmail(form.getValues('remember') ? request.email : undefined);
        setStatus({ tone: 'success', text: t('login.success') });
        schedule(() => {
          // The public-only guard would send a signed-in parent to the same place.
          queryClient.setQueryData(sessionQueryKey, parent);
          // Login's answer has no family role: /auth/me has it (issue 24).
          void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
          void navigate(next ?? paths.dashboard, { replace: true });
        }, REDIRECT_DELAY_MS.login);
      },
      onError: (error) => {
        const text = serverMessage(error);
        setStatus({ tone: 'error', text: text ? localize(text) : t('login.failed') });
      },
    });
  }

  return (
    <AccountForm
      form={form}
      onSubmit={submit}
      onStatus={setStatus}
      onInvalid={(errors) =>
        setStatus({
          tone: 'error',
          text: localize(
            errors.root?.message ??
              errors.email?.message ??
              errors.password?.message ??
              t('login.required'),
          ),
        })
      }
      errorText={() => undefined}
      className="space-y-5"
    >
      {sessionExpired && <StatusMessage tone="info">{t('login.sessionExpired')}</StatusMessage>}
      {suspended && <StatusMessage tone="error">{t('login.accountSuspended')}</StatusMessage>}
      {!sessionExpired && !suspended && next && (
        <StatusMessage tone="info">{t('common.notAuthenticated')}</StatusMessage>
      )}
      {justRegistered && (
        <StatusMessage tone="info">
          {t('verify.checkInbox')} {t('login.registeredHint')}{' '}
          <TextLink to={paths.verifyEmail} className="whitespace-nowrap">
            {t('login.sendNewLink')}
          </TextLink>
        </StatusMessage>
      )}
      <EmailField label={t('field.email')} />
      <PasswordField label={t('field.password')} />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <FormCheckbox name="remember" label={t('login.remember')} />
        <TextLink to={paths.forgotPassword} className="text-sm">
          {t('login.forgot')}
        </TextLink>
      </div>
      {status && <StatusMessage tone={status.tone}>{status.text}</StatusMessage>}
      <Button type="submit" fullWidth size="lg" disabled={busy} isLoading={login.isPending}>
        {login.isPending ? t('login.submitting') : t('login.submit')}
      </Button>
    </AccountForm>
  );
}
