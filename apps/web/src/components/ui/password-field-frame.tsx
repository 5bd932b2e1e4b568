import { Eye } from 'lucide-react';
import { FieldShell } from './field-shell';
import { inputClasses } from './field-styles';
import { PasswordStrength } from './password-strength';

/**
 * A PasswordField's place while the form holding it loads (decision 055): the same label, box,
 * show/hide icon and — with `strength` — the live hint as it is before anything is typed (spec
 * §5's rule, in the hint's own grid that holds the room of its tallest state), disabled, without
 * react-hook-form. Its own module, not in field-frames.tsx: the hint's code comes with it, which
 * the signed-in screens' frames do not draw.
 * @param label the field's label, as the form's field has it
 * @param strength whether the field shows the strength hint (register)
 */
export function PasswordFieldFrame({
  label,
  strength = false,
}: {
  label: string;
  strength?: boolean;
}) {
  return (
    <FieldShell label={label} hint={strength ? <PasswordStrength password="" /> : undefined}>
      {(control) => (
        <div className="relative">
          <input
            {...control}
            type="password"
            disabled
            readOnly
            className={inputClasses(false, 'pr-12')}
          />
          <span className="absolute inset-y-0 right-0 flex w-11 items-center justify-center text-ink-600">
            <Eye aria-hidden="true" className="size-5" />
          </span>
        </div>
      )}
    </FieldShell>
  );
}
