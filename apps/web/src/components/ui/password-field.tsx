import { useState } from 'react';
import { Eye, EyeOff } from 'lucide-react';
import { FieldShell } from './field-shell';
import { inputClasses } from './field-styles';
import { useFormField } from './form';
import { PasswordStrength } from './password-strength';

export interface PasswordFieldProps {
  /** The field's name in the form's values (default `password`). */
  name?: string;
  label: string;
  /** `current-password` (login, account deletion) or `new-password` (register, reset). */
  autoComplete: 'current-password' | 'new-password';
  /** Shows spec §5's live strength hint under the field (register, new password). */
  strength?: boolean;
  required?: boolean;
  disabled?: boolean;
  /** The show/hide button's name, "Show password" by default (a migrated screen's, issue 28). */
  toggleLabel?: string;
}

/**
 * The app's password field, bound to the enclosing Form (decision 048): a labelled password
 * input with a show/hide toggle (spec §2.4) — a button named "Show password" whose aria-pressed
 * tells whether the password is visible — and, with `strength`, the live strength hint of spec
 * §2.5 and §5, announced politely and holding its height while the parent types.
 */
export function PasswordField({
  name = 'password',
  label,
  autoComplete,
  strength = false,
  required = true,
  disabled,
  toggleLabel = 'Show password',
}: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  const { field, error, invalid } = useFormField(name);
  return (
    <FieldShell
      label={label}
      hint={strength ? <PasswordStrength password={String(field.value ?? '')} /> : undefined}
      liveHint={strength}
      error={error}
    >
      {(control) => (
        <div className="relative">
          <input
            {...control}
            {...field}
            aria-invalid={invalid || undefined}
            disabled={disabled ?? field.disabled}
            type={visible ? 'text' : 'password'}
            className={inputClasses(invalid, 'pr-12')}
            autoComplete={autoComplete}
            autoCapitalize="none"
            autoCorrect="off"
            spellCheck={false}
            required={required}
          />
          <button
            type="button"
            className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-xl text-ink-600 hover:text-brand-700"
            aria-label={toggleLabel}
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
