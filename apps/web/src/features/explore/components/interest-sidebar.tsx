import { Suspense, useId } from 'react';
import { Plus, X } from 'lucide-react';
import {
  INTEREST_CATEGORIES,
  MAX_INTEREST_LENGTH,
  exploreFiltersCatalogue,
  interestKey,
} from '@nestling/shared';
import { Button, Card, Checkbox, TextField } from '@/components/ui';
import { useTranslation } from '@/lib/i18n/use-translation';
import { lazyPart } from '@/lib/lazy-part';

/** The custom-interest box (react-hook-form), below the checkboxes: loaded on demand (decision 055). */
const CustomInterestForm = lazyPart(() =>
  import('./custom-interest-form').then((module) => module.CustomInterestForm),
);

/**
 * The custom-interest box's place while its code loads: the same label, box and button, inert,
 * so nothing moves when the form arrives.
 */
function CustomInterestFrame() {
  const { t } = useTranslation(exploreFiltersCatalogue);
  return (
    <div className="space-y-2" aria-hidden="true" inert>
      <TextField
        label={t('explore.customInterestLabel')}
        maxLength={MAX_INTEREST_LENGTH * 3}
        hint={t('customInterest.hint')}
        disabled
      />
      <Button type="button" variant="secondary" size="sm" fullWidth disabled>
        <Plus aria-hidden="true" className="size-4" />
        {t('filters.addInterest')}
      </Button>
    </div>
  );
}

export interface InterestSidebarProps {
  /** The interests ticked: every one must be the kid's (spec §5 Public kid filters). */
  selected: readonly string[];
  /** The parent's own interests, added with the custom-interest box. */
  custom: readonly string[];
  /** One change of the ticked interests, the custom ones, or both at once. */
  onChange: (change: { interests?: string[]; custom?: string[] }) => void;
}

/**
 * Explore's sidebar (spec §2.18, §3 Kid): interest checkboxes grouped into Learning, Creative,
 * Physical, Social, Technology and Other, then "Custom" with the parent's own interests and the
 * box that adds them (spec §5 Custom interest: trimmed, non-empty, not added twice). A custom
 * interest is ticked when added and can be removed. The fixed list's names and categories are
 * said in the app's language (the filter still sends the English name); custom ones as typed.
 */
export function InterestSidebar({ selected, custom, onChange }: InterestSidebarProps) {
  const headingId = useId();
  const { t } = useTranslation(exploreFiltersCatalogue);
  const selectedKeys = new Set(selected.map(interestKey));

  function toggle(interest: string, checked: boolean) {
    onChange({
      interests: checked
        ? [...selected, interest]
        : selected.filter((item) => interestKey(item) !== interestKey(interest)),
    });
  }

  function remove(interest: string) {
    onChange({
      custom: custom.filter((item) => item !== interest),
      interests: selected.filter((item) => interestKey(item) !== interestKey(interest)),
    });
  }

  return (
    <Card className="space-y-5 p-5">
      <h2 id={headingId} className="text-lg font-extrabold text-ink-900">
        {t('filters.interests')}
      </h2>
      <div className="grid grid-cols-2 gap-x-4 gap-y-5 sm:grid-cols-3 lg:grid-cols-1">
        {Object.entries(INTEREST_CATEGORIES).map(([category, interests]) => (
          <fieldset key={category} className="space-y-2">
            <legend className="mb-1 text-sm font-bold tracking-wide text-brand-700 uppercase">
              {t(`category.${category as keyof typeof INTEREST_CATEGORIES}`)}
            </legend>
            {interests.map((interest) => (
              <Checkbox
                key={interest}
                label={t(`interest.${interest}`)}
                checked={selectedKeys.has(interestKey(interest))}
                onChange={(event) => toggle(interest, event.target.checked)}
              />
            ))}
          </fieldset>
        ))}
      </div>
      {custom.length > 0 && (
        <fieldset className="space-y-2">
          <legend className="mb-1 text-sm font-bold tracking-wide text-brand-700 uppercase">
            {t('filters.custom')}
          </legend>
          {custom.map((interest) => (
            <div key={interest} className="flex items-center justify-between gap-2">
              <Checkbox
                label={interest}
                className="flex min-w-0 items-center gap-2.5 break-words"
                checked={selectedKeys.has(interestKey(interest))}
                onChange={(event) => toggle(interest, event.target.checked)}
              />
              <button
                type="button"
                onClick={() => remove(interest)}
                aria-label={t('filters.remove', { interest })}
                className="flex size-9 shrink-0 items-center justify-center rounded-lg text-ink-600 hover:bg-ink-900/5 hover:text-ink-900"
              >
                <X aria-hidden="true" className="size-4" />
              </button>
            </div>
          ))}
        </fieldset>
      )}
      <Suspense fallback={<CustomInterestFrame />}>
        <CustomInterestForm.Component selected={selected} custom={custom} onChange={onChange} />
      </Suspense>
    </Card>
  );
}
