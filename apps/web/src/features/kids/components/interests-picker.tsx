import { Check, Plus } from 'lucide-react';
import { useId } from 'react';
import { FieldError } from '@/components/ui/field-message';
import { describedBy } from '@/components/ui/field-styles';
import { KID_FORM_INTERESTS, kidFormsCatalogue, sayInterest } from '@nestling/shared';
import { cn } from '@/lib/cn';
import { useTranslation } from '@/lib/i18n/use-translation';

export interface InterestsPickerProps {
  /** The choices, in display order (spec §3: the add-kid form's six interests). */
  options: readonly string[];
  selected: readonly string[];
  onChange: (selected: string[]) => void;
  disabled?: boolean;
  error?: string;
}

/**
 * The add-kid form's interests picker (spec §2.11): a labelled group of toggle chips, each a
 * real checkbox laid transparently over its chip (Space toggles it, Tab moves on, a click
 * anywhere on the chip hits it), kept in the options' order.
 */
export function InterestsPicker({
  options,
  selected,
  onChange,
  disabled = false,
  error,
}: InterestsPickerProps) {
  const { t } = useTranslation(kidFormsCatalogue);
  const hintId = useId();
  const errorId = useId();

  function toggle(option: string, checked: boolean) {
    const next = new Set(selected);
    if (checked) next.add(option);
    else next.delete(option);
    onChange(options.filter((item) => next.has(item)));
  }

  return (
    <fieldset
      className="space-y-2"
      aria-describedby={describedBy(hintId, error && errorId)}
      disabled={disabled}
    >
      <legend className="text-sm font-semibold text-ink-800">{t('fields.interests')}</legend>
      <p id={hintId} className="text-sm text-ink-600">
        {t('fields.interestsPick')}
      </p>
      <div className="flex flex-wrap gap-2">
        {options.map((option) => {
          const checked = selected.includes(option);
          return (
            <label
              key={option}
              className={cn(
                'relative inline-flex min-h-10 cursor-pointer items-center gap-1.5 rounded-full px-4 text-sm font-semibold ring-1 transition-colors select-none ring-inset',
                'has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-500',
                'has-disabled:cursor-not-allowed has-disabled:opacity-60',
                checked
                  ? 'bg-brand-600 text-on-fill ring-brand-600 hover:bg-brand-700'
                  : 'bg-surface text-ink-800 ring-ink-400/70 hover:bg-brand-50',
              )}
            >
              <input
                type="checkbox"
                className="absolute inset-0 m-0 size-full cursor-pointer appearance-none rounded-full opacity-0 disabled:cursor-not-allowed"
                checked={checked}
                onChange={(event) => toggle(option, event.target.checked)}
              />
              {checked ? (
                <Check aria-hidden="true" className="size-4" />
              ) : (
                <Plus aria-hidden="true" className="size-4" />
              )}
              {sayInterest(option, KID_FORM_INTERESTS, t)}
            </label>
          );
        })}
      </div>
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </fieldset>
  );
}
