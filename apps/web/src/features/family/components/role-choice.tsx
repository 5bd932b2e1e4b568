import { useId } from 'react';
import { FAMILY_ROLES, familyCatalogue } from '@nestling/shared';
import { FieldError } from '@/components/ui/field-message';
import { useFormField } from '@/components/ui';
import { cn } from '@/lib/cn';
import { useTranslation } from '@/lib/i18n/use-translation';

/**
 * The invitation's role, bound to the enclosing Form's `role`: guardian or caregiver as a group
 * of radio buttons, each with its one-line explanation (what the invitation mail says too).
 * Arrow keys move between them, as in any radio group.
 */
export function RoleChoice({ disabled }: { disabled?: boolean }) {
  const { field, error } = useFormField('role');
  const name = useId();
  const errorId = `${name}-error`;
  const { t } = useTranslation(familyCatalogue);
  return (
    <fieldset className="space-y-2" aria-describedby={error ? errorId : undefined}>
      <legend className="text-sm font-semibold text-ink-800">{t('invite.roleLegend')}</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {FAMILY_ROLES.map((role, index) => {
          const hintId = `${name}-${role}-hint`;
          const checked = field.value === role;
          const title = t(`role.${role}`);
          const hint = t(`roleHint.${role}`);
          return (
            <label
              key={role}
              className={cn(
                'grid cursor-pointer grid-cols-[auto_1fr] items-start gap-x-3 gap-y-0.5 rounded-2xl p-3 ring-1 transition-colors',
                'has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-500',
                checked
                  ? 'bg-brand-50 ring-brand-300'
                  : 'bg-surface ring-ink-900/10 hover:bg-ink-900/5',
              )}
            >
              <input
                type="radio"
                name={field.name}
                value={role}
                checked={checked}
                disabled={disabled ?? field.disabled}
                onChange={() => field.onChange(role)}
                onBlur={field.onBlur}
                ref={index === 0 ? field.ref : undefined}
                aria-describedby={hintId}
                className="row-span-2 mt-1 size-4 accent-brand-600"
              />
              <span className="font-semibold text-ink-900">{title}</span>
              <span id={hintId} className="text-sm text-ink-700">
                {hint}
              </span>
            </label>
          );
        })}
      </div>
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </fieldset>
  );
}
