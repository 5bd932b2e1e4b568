import { FormTextField } from './form-fields';

export interface EmailFieldProps {
  /** The field's name in the form's values (default `email`). */
  name?: string;
  /** The label, "Email" by default (a migrated screen passes its catalogue's, issue 28). */
  label?: string;
  disabled?: boolean;
}

/**
 * The e-mail field of the account forms (login, register, forgot password, resend
 * verification), bound to the enclosing Form: "Email", an e-mail keyboard and autofill.
 */
export function EmailField({ name = 'email', label = 'Email', disabled }: EmailFieldProps) {
  return (
    <FormTextField
      label={label}
      name={name}
      type="email"
      autoComplete="email"
      inputMode="email"
      required
      disabled={disabled}
    />
  );
}
