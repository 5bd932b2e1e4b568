import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import {
  REDIRECT_DELAY_MS,
  accountCatalogue,
  setupCatalogue,
  type RegisterRequest,
} from '@nestling/shared';
import {
  Button,
  DateOfBirthField,
  EmailField,
  FormTextField,
  GenderField,
  LanguageSelect,
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
import { useLocale } from '@/lib/i18n/locale-context';
import { useTranslation } from '@/lib/i18n/use-translation';

/**
 * The form holds text as typed; the shared schema makes the request of it. The optional
 * `invitationToken` (registering through a family invitation, issue 24) is no field of the form.
 */
type RegisterValues = Record<Exclude<keyof RegisterRequest, 'invitationToken' | 'locale'>, string>;

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
 * error (and its per-field details). The language choice first (issue 28): the screen speaks it at
 * once, and the new account saves it.
 */
export function RegisterForm({ invitationToken }: RegisterFormProps = {}) {
  const navigate = useNavigate();
  const schedule = useTimeout();
  const registration = useRegister();
  const { locale, chooseLocale } = useLocale();
  const { t } = useTranslation(setupCatalogue);
  const account = useTranslation(accountCatalogue);
  const { localize } = account;
  const form = useForm({ resolver, defaultValues: EMPTY });
  const [status, setStatus] = useState<FormStatus>();
  const busy = registration.isPending || form.formState.isSubmitting || status?.tone === 'success';

  function submit(request: RegisterRequest) {
    if (busy) return;
    setStatus(undefined);
    const body = { ...request, locale };
    registration.mutate(invitationToken ? { ...body, invitationToken } : body, {
      onSuccess: () => {
        setStatus({ tone: 'success', text: account.t('register.success') });
        // /login then reminds the parent to look for the verification mail (issue 9).
        schedule(() => void navigate(`${paths.login}?registered=1`), REDIRECT_DELAY_MS.register);
      },
      onError: (error) => {
        setStatus({ tone: 'error', text: localize(error.message) });
        if (isApiError(error)) showServerDetails(error.details, form.setError);
      },
    });
  }

  return (
    <AccountForm form={form} onSubmit={submit} onStatus={setStatus} className="space-y-5">
      <LanguageSelect
        label={account.t('field.language')}
        value={locale}
        onChange={chooseLocale}
        languageName={(language) => account.t(`language.${language}`)}
      />
      <FormTextField label={t('field.name')} name="name" autoComplete="name" required />
      <EmailField label={account.t('field.email')} />
      <PasswordField label={account.t('field.password')} strength />
      <GenderField
        label={t('field.gender')}
        placeholder={t('field.genderPlaceholder')}
        optionLabel={(gender) => t('gender.option', { gender })}
      />
      <DateOfBirthField label={t('field.dob')} />
      {status && <StatusMessage tone={status.tone}>{status.text}</StatusMessage>}
      <Button type="submit" fullWidth size="lg" disabled={busy} isLoading={registration.isPending}>
        {registration.isPending ? t('register.submitting') : t('register.submit')}
      </Button>
    </AccountForm>
  );
}
