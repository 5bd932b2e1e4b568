import { useState, type ComponentProps, type ReactNode } from 'react';
import { Eye, EyeOff } from 'lucide-react';
import { FieldShell } from './field-shell';
import { inputClasses } from './field-styles';

export interface PasswordFieldProps extends Omit<ComponentProps<'input'>, 'type' | 'children'> {
  label: string;
  error?: string;
  hint?: ReactNode;
  /** Announce hint changes politely (for a live strength hint). */
  liveHint?: boolean;
}

/**
 * A labelled password input with a show/hide toggle (spec §2.4). The toggle is a button named
 * "Show password" whose aria-pressed tells whether the password is visible.
 */
export function PasswordField({
  label,
  error,
  hint,
  liveHint = false,
  id,
  className,
  ...props
}: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  return (
    <FieldShell
      id={id}
      label={label}
      hint={hint}
      liveHint={liveHint}
      error={error}
      className={className}
    >
      {(control) => (
        <div className="relative">
          <input
            {...control}
            type={visible ? 'text' : 'password'}
            className={inputClasses(Boolean(error), 'pr-12')}
            autoCapitalize="none"
            autoCorrect="off"
            spellCheck={false}
            {...props}
          />
          <button
            type="button"
            className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-xl text-ink-600 hover:text-brand-700"
            aria-label="Show password"
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
