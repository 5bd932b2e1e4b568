import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import {
  GENDERS,
  MESSAGES,
  REDIRECT_DELAY_MS,
  passwordStrengthHint,
  todayIsoDate,
  type RegisterRequest,
} from '@nestling/shared';
import {
  Button,
  DateField,
  PasswordField,
  Select,
  StatusMessage,
  TextField,
} from '@/components/ui';
import { paths } from '@/config/paths';
import { useTimeout } from '@/hooks/use-timeout';
import { isApiError } from '@/lib/api-client';
import { fieldErrorsFromDetails, fieldErrorsFromZod, type FieldErrors } from '@/lib/form-errors';
import { useRegister } from '../api/register';
import { loadSchemasOnTouch, useAccountSchemas } from '../schemas/load-account-schemas';
import { PasswordStrength } from './password-strength';

type Field = keyof RegisterRequest;
const FIELD_ORDER: Field[] = ['name', 'email', 'password', 'gender', 'dob'];
type Status = { tone: 'success' | 'error'; text: string } | undefined;

/**
 * The registration form (spec §2.5, §4 Register, §5 Register, §8.2 Register): name, e-mail,
 * password with a live strength hint, gender and date of birth, all required and checked with
 * the shared schema; 'Registering...' while the call runs; on success the spec's text, then
 * /login?registered=1 (which reminds to check the inbox) after 3 s; on failure the server's error (and its per-field details).
 */
export function RegisterForm() {
  const navigate = useNavigate();
  const schedule = useTimeout();
  const registration = useRegister();
  const withSchemas = useAccountSchemas();
  const [today] = useState(() => todayIsoDate());
  const [values, setValues] = useState<Record<Field, string>>({
    name: '',
    email: '',
    password: '',
    gender: '',
    dob: '',
  });
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [status, setStatus] = useState<Status>();
  const succeeded = status?.tone === 'success';
  const busy = registration.isPending || succeeded;

  function update(field: Field, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  }

  function focusFirstInvalid(form: HTMLFormElement, fieldErrors: FieldErrors<Field>) {
    const first = FIELD_ORDER.find((field) => fieldErrors[field]);
    const element = first ? form.elements.namedItem(first) : null;
    if (element instanceof HTMLElement) element.focus();
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const form = event.currentTarget;
    withSchemas(
      ({ registerRequestSchema }) => {
        const parsed = registerRequestSchema.safeParse(values);
        if (!parsed.success) {
          const fieldErrors = fieldErrorsFromZod<Field>(parsed.error);
          setErrors(fieldErrors);
          setStatus(undefined);
          focusFirstInvalid(form, fieldErrors);
          return;
        }
        setErrors({});
        setStatus(undefined);
        registration.mutate(parsed.data, {
          onSuccess: () => {
            setStatus({ tone: 'success', text: MESSAGES.register.success });
            // /login then reminds the parent to look for the verification mail (issue 9).
            schedule(
              () => void navigate(`${paths.login}?registered=1`),
              REDIRECT_DELAY_MS.register,
            );
          },
          onError: (error) => {
            setStatus({ tone: 'error', text: error.message });
            if (isApiError(error)) setErrors(fieldErrorsFromDetails<Field>(error.details));
          },
        });
      },
      (text) => setStatus({ tone: 'error', text }),
    );
  }

  return (
    <form noValidate onSubmit={handleSubmit} {...loadSchemasOnTouch} className="space-y-5">
      <TextField
        label="Name"
        name="name"
        autoComplete="name"
        required
        value={values.name}
        error={errors.name}
        onChange={(event) => update('name', event.target.value)}
      />
      <TextField
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        inputMode="email"
        required
        value={values.email}
        error={errors.email}
        onChange={(event) => update('email', event.target.value)}
      />
      <PasswordField
        label="Password"
        name="password"
        autoComplete="new-password"
        required
        value={values.password}
        error={errors.password}
        liveHint
        hint={
          <PasswordStrength
            hint={values.password ? passwordStrengthHint(values.password) : undefined}
          />
        }
        onChange={(event) => update('password', event.target.value)}
      />
      <Select
        label="Gender"
        name="gender"
        required
        placeholder="Select gender"
        options={GENDERS}
        value={values.gender}
        error={errors.gender}
        onChange={(event) => update('gender', event.target.value)}
      />
      <DateField
        label="Date of birth"
        name="dob"
        autoComplete="bday"
        required
        max={today}
        min="1900-01-01"
        value={values.dob}
        error={errors.dob}
        onChange={(dob) => update('dob', dob)}
      />
      {status && <StatusMessage tone={status.tone}>{status.text}</StatusMessage>}
      <Button type="submit" fullWidth size="lg" disabled={busy} isLoading={registration.isPending}>
        {registration.isPending ? 'Registering...' : 'Register'}
      </Button>
    </form>
  );
}
