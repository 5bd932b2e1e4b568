import { useId } from 'react';
import { Monitor, Moon, Sun, type LucideIcon } from 'lucide-react';
import { useThemeChoice } from '@/hooks/use-theme-choice';
import { cn } from '@/lib/cn';
import type { ThemeChoice } from '@/lib/theme/theme';
import { commonCatalogue } from '@nestling/shared';
import { useTranslation } from '@/lib/i18n/use-translation';

const OPTIONS: ReadonlyArray<{
  value: ThemeChoice;
  label: 'theme.system' | 'theme.light' | 'theme.dark';
  icon: LucideIcon;
}> = [
  { value: 'system', label: 'theme.system', icon: Monitor },
  { value: 'light', label: 'theme.light', icon: Sun },
  { value: 'dark', label: 'theme.dark', icon: Moon },
];

/**
 * The Appearance setting (issue 9): System, Light or Dark as a group of radio buttons drawn as
 * one segmented control. Arrow keys move between them, as in any radio group; the choice is
 * remembered in this browser and applied at once.
 */
export function ThemeSwitch({ className }: { className?: string }) {
  const [choice, setChoice] = useThemeChoice();
  const name = useId();
  const { t } = useTranslation(commonCatalogue);
  const hintId = `${name}-hint`;
  return (
    <fieldset className={cn('space-y-2', className)} aria-describedby={hintId}>
      <legend className="text-sm font-semibold text-ink-800">{t('theme.legend')}</legend>
      <div className="grid w-full grid-cols-3 gap-1 rounded-2xl bg-canvas p-1 ring-1 ring-ink-900/10 sm:inline-grid sm:w-auto">
        {OPTIONS.map(({ value, label, icon: Icon }) => (
          <label
            key={value}
            className={cn(
              'relative inline-flex min-h-10 cursor-pointer items-center justify-center gap-2 rounded-xl px-3 text-sm font-semibold transition-colors',
              // On a phone a third of the width is narrow: a longer word (another language's)
              // goes under its icon, and breaks rather than overflow.
              'text-center wrap-anywhere max-sm:flex-col max-sm:gap-0.5 max-sm:px-1.5 max-sm:py-1',
              'has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-500',
              choice === value
                ? 'bg-surface text-brand-800 shadow-sm ring-1 ring-brand-200'
                : 'text-ink-700 hover:bg-ink-900/5',
            )}
          >
            <input
              type="radio"
              name={name}
              value={value}
              checked={choice === value}
              onChange={() => setChoice(value)}
              className="sr-only"
            />
            <Icon aria-hidden="true" className="size-4" />
            {t(label)}
          </label>
        ))}
      </div>
      <p id={hintId} className="text-sm text-ink-600">
        {t('theme.hint')}
      </p>
    </fieldset>
  );
}
