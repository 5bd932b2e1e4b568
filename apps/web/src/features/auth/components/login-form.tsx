import { useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { MESSAGES, REDIRECT_DELAY_MS } from '@nestling/shared';
import {
  Button,
  Checkbox,
  PasswordField,
  StatusMessage,
  TextField,
  TextLink,
} from '@/components/ui';
import { paths } from '@/config/paths';
import { useTimeout } from '@/hooks/use-timeout';
import { serverMessage } from '@/lib/api-client';
import { safeNextPath } from '@/lib/safe-redirect';
import { sessionQueryKey } from '@/entities/parent/api/get-session';
import { useLogin } from '../api/login';
import { loadSchemasOnTouch, useAccountSchemas } from '../schemas/load-account-schemas';
import { readRememberedEmail, rememberEmail } from '../utils/local-session';

type Status = { tone: 'success' | 'error'; text: string } | undefined;

/**
 * The login form (spec §2.4, §4 Login, §5 Login, §8.2 Login): e-mail, password with a show/hide
 * toggle, Remember me; 'Logging in...' while the call runs; 'Login successful!' then, after
 * 0.8 s, the safe `next` path or /dashboard. `?sessionExpired=true` shows the expiry notice;
 * `?registered=1` (right after Register) reminds to check the inbox for the verification link.
 */
export function LoginForm() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const schedule = useTimeout();
  const login = useLogin();
  const withSchemas = useAccountSchemas();

  const [email, setEmail] = useState(readRememberedEmail);
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(() => readRememberedEmail() !== '');
  const [status, setStatus] = useState<Status>();

  const sessionExpired = searchParams.get('sessionExpired') === 'true';
  const justRegistered = searchParams.get('registered') === '1';
  const next = safeNextPath(searchParams.get('next'));
  const succeeded = status?.tone === 'success';
  const busy = login.isPending || succeeded;

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    withSchemas(
      ({ loginRequestSchema }) => {
        const parsed = loginRequestSchema.safeParse({ email, password });
        if (!parsed.success) {
          setStatus({
            tone: 'error',
            text: parsed.error.issues[0]?.message ?? MESSAGES.login.required,
          });
          return;
        }
        setStatus(undefined);
        login.mutate(parsed.data, {
          onSuccess: (parent) => {
            rememberEmail(remember ? parsed.data.email : undefined);
            setStatus({ tone: 'success', text: MESSAGES.login.success });
            schedule(() => {
              // The public-only guard would send a signed-in parent to the same place.
              queryClient.setQueryData(sessionQueryKey, parent);
              void navigate(next ?? paths.dashboard, { replace: true });
            }, REDIRECT_DELAY_MS.login);
          },
          onError: (error) =>
            setStatus({ tone: 'error', text: serverMessage(error) ?? MESSAGES.login.failed }),
        });
      },
      (text) => setStatus({ tone: 'error', text }),
    );
  }

  return (
    <form noValidate onSubmit={handleSubmit} {...loadSchemasOnTouch} className="space-y-5">
      {sessionExpired && <StatusMessage tone="info">{MESSAGES.login.sessionExpired}</StatusMessage>}
      {!sessionExpired && next && (
        <StatusMessage tone="info">{MESSAGES.common.notAuthenticated}</StatusMessage>
      )}
      {justRegistered && (
        <StatusMessage tone="info">
          {MESSAGES.verify.checkInbox} You can log in now; Explore Kids and Messages open once your
          e-mail is verified.{' '}
          <TextLink to={paths.verifyEmail} className="whitespace-nowrap">
            Send a new link
          </TextLink>
        </StatusMessage>
      )}
      <TextField
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        inputMode="email"
        required
        value={email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <PasswordField
        label="Password"
        name="password"
        autoComplete="current-password"
        required
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Checkbox
          label="Remember me"
          checked={remember}
          onChange={(event) => setRemember(event.target.checked)}
        />
        <TextLink to={paths.forgotPassword} className="text-sm">
          Forgot password?
        </TextLink>
      </div>
      {status && <StatusMessage tone={status.tone}>{status.text}</StatusMessage>}
      <Button type="submit" fullWidth size="lg" disabled={busy} isLoading={login.isPending}>
        {login.isPending ? 'Logging in...' : 'Login'}
      </Button>
    </form>
  );
}
