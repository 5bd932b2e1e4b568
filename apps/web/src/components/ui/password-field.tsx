import { lazy, useState } from 'react';
import { Eye, EyeOff } from 'lucide-react';
import { useLocalize } from '@/lib/i18n/localize-context';
import { FieldShell } from './field-shell';
import { inputClasses } from './field-styles';
import { useFormField } from './form';
import { PASSWORD_FIELD_TEXTS } from './password-texts';

/**
 * The strength hint's code (its meter, spec §5's words) loads when a field first shows it
 * (register, new password): /login, which draws none, does not carry it (issue 28's budget).
 * Meanwhile the screen waits at its Suspense boundary (the auth layout's), so the hint never
 * arrives under a drawn form and moves the fields below (issue 29).
 */
const PasswordStrength = lazy(() =>
  import('./password-strength').then((module) => ({ default: module.PasswordStrength })),
);

export interface PasswordFieldProps {
  /** The field's name in the form's values (default `password`). */
  name?: string;
  label: string;
  /**
   * A new password's field (register, new password, its confirmation): the browser offers to
   * generate one (`autoComplete="new-password"`); else the current one's (login, account
   * deletion: `current-password`).
   */
  isNew?: boolean;
  /** Shows spec §5's live strength hint under the field (a new password's; implies `isNew`). */
  strength?: boolean;
  required?: boolean;
  disabled?: boolean;
}

/**
 * The app's password field, bound to the enclosing Form (decision 048): a labelled password
 * input with a show/hide toggle (spec §2.4) — a button named "Show password" whose aria-pressed
 * tells whether the password is visible — and, with `strength`, the live strength hint of spec
 * §2.5 and §5, announced politely and holding its height while the parent types. The button's
 * name and the hint in the app's language where the screen provides it (LocalizeContext, issue
 * 28): every password field of the app is this one, its markup written once.
 */
export function PasswordField({
  name = 'password',
  label,
  isNew = false,
  strength = false,
  required = true,
  disabled,
}: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  const { field, error, invalid } = useFormField(name);
  const localize = useLocalize();
  const hint = strength ? <PasswordStrength password={String(field.value ?? '')} /> : undefined;
  return (
    <FieldShell label={label} hint={hint} liveHint={strength} error={error}>
      {(control) => (
        <div className="relative">
          <input
            {...control}
            {...field}
            aria-invalid={invalid || undefined}
            disabled={disabled ?? field.disabled}
            type={visible ? 'text' : 'password'}
            className={inputClasses(invalid, 'pr-12')}
            autoComplete={isNew || strength ? 'new-password' : 'current-password'}
            autoCapitalize="none"
            autoCorrect="off"
            spellCheck={false}
            required={required}
          />
          <button
            type="button"
            className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-xl text-ink-600 hover:text-brand-700"
            aria-label={localize(PASSWORD_FIELD_TEXTS.show)}
            aria-pressed={visible}
            aria-controls={control.id}
            onClick={() => setVisible((value) => !value)}
          >
            {visible ? (
              <EyeOff aria-hidden="true" className="size-5" />
            ) : (
              <Eye aria-hidden="true" className="size-5" />
            )}
          </button>
        </div>
      )}
    </FieldShell>
  );
}
