import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { MESSAGES, REDIRECT_DELAY_MS, type RegisterRequest } from '@nestling/shared';
import {
  Button,
  DateOfBirthField,
  EmailField,
  FormTextField,
  GenderField,
  PasswordField,
  StatusMessage,
  type FormStatus,
} from '@/components/ui';
import { paths } from '@/config/paths';
import { useTimeout } from '@/hooks/use-timeout';
import { isApiError } from '@/lib/api-client';
import { showServerDetails } from '@/lib/forms/schema-resolver';
import { useRegister } from '../api/register';
import type { registerRequestSchema } from '../schemas/account-schemas';
import { accountResolver } from '../schemas/account-resolver';
import { AccountForm } from './account-form';

/**
 * The form holds text as typed; the shared schema makes the request of it. The optional
 * `invitationToken` (registering through a family invitation, issue 24) is no field of the form.
 */
type RegisterValues = Record<Exclude<keyof RegisterRequest, 'invitationToken'>, string>;

const resolver = accountResolver<RegisterValues, typeof registerRequestSchema>(
  (schemas) => schemas.registerRequestSchema,
);

const EMPTY: RegisterValues = { name: '', email: '', password: '', gender: '', dob: '' };

export interface RegisterFormProps {
  /**
   * A family invitation's token (issue 24, from /join-family?token=): the new parent joins
   * the inviting family instead of getting one of their own. The server checks it first and
   * answers its refusal (used, expired, not valid) as the form's status.
   */
  invitationToken?: string;
}

/**
 * The registration form (spec §2.5, §4 Register, §5 Register, §8.2 Register): name, e-mail,
 * password with a live strength hint, gender and date of birth, all required and checked with
 * the shared schema; 'Registering...' while the call runs; on success the spec's text, then
 * /login?registered=1 (which reminds to check the inbox) after 3 s; on failure the server's
 * error (and its per-field details).
 */
export function RegisterForm({ invitationToken }: RegisterFormProps = {}) {
  const navigate = useNavigate();
  const schedule = useTimeout();
  const registration = useRegister();
  const form = useForm({ resolver, defaultValues: EMPTY });
  const [status, setStatus] = useState<FormStatus>();
  const busy = registration.isPending || form.formState.isSubmitting || status?.tone === 'success';

  function submit(request: RegisterRequest) {
    if (busy) return;
    setStatus(undefined);
    registration.mutate(invitationToken ? { ...request, invitationToken } : request, {
      onSuccess: () => {
        setStatus({ tone: 'success', text: MESSAGES.register.success });
        // /login then reminds the parent to look for the verification mail (issue 9).
        schedule(() => void navigate(`${paths.login}?registered=1`), REDIRECT_DELAY_MS.register);
      },
      onError: (error) => {
        setStatus({ tone: 'error', text: error.message });
        if (isApiError(error)) showServerDetails(error.details, form.setError);
      },
    });
  }

  return (
    <AccountForm form={form} onSubmit={submit} onStatus={setStatus} className="space-y-5">
      <FormTextField label="Name" name="name" autoComplete="name" required />
      <EmailField />
      <PasswordField label="Password" autoComplete="new-password" strength />
      <GenderField />
      <DateOfBirthField />
      {status && <StatusMessage tone={status.tone}>{status.text}</StatusMessage>}
      <Button type="submit" fullWidth size="lg" disabled={busy} isLoading={registration.isPending}>
        {registration.isPending ? 'Registering...' : 'Register'}
      </Button>
    </AccountForm>
  );
}
