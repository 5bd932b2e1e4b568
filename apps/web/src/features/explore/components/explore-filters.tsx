import { Suspense, useId, useState } from 'react';
import { SlidersHorizontal } from 'lucide-react';
import { exploreCatalogue } from '@nestling/shared';
import { Button, CountBadge } from '@/components/ui';
import { useMediaQuery } from '@/hooks/use-media-query';
import { cn } from '@/lib/cn';
import { useTranslation } from '@/lib/i18n/use-translation';
import { lazyPart, useOpenedOnce } from '@/lib/lazy-part';
import {
  EXPLORE_MAX_AGE,
  activeFilterCount,
  type ExploreFilters,
} from '../hooks/use-explore-filters';

/**
 * The filters' fields (the selects, the interests, the custom-interest box): on a wide screen
 * they stand beside the results and load with the screen; on a phone, folded, they load when
 * the "Filters" button is pointed at, focused or pressed (decision 055).
 */
const ExploreFilterFields = lazyPart(() =>
  import('./explore-filter-fields').then((module) => module.ExploreFilterFields),
);

/** Tailwind's `lg`: from here on the filters stand beside the results, unfolded. */
const WIDE_SCREEN = '(min-width: 64rem)';

export interface ExploreFiltersPanelProps {
  filters: ExploreFilters;
  onChange: (change: Partial<Omit<ExploreFilters, 'page'>>) => void;
  onClear: () => void;
}

/**
 * Explore's filters (spec §2.18, §5 Public kid filters): gender, age and skill level, then the
 * interest checkboxes and the custom-interest box. Beside the results on a wide screen; on a
 * phone (below `lg`) folded behind a "Filters" button that counts the active filters, so the
 * first kid shows near the top (issue 29, defect 4). "Clear filters" when any is on.
 */
export function ExploreFiltersPanel({ filters, onChange, onClear }: ExploreFiltersPanelProps) {
  const { t } = useTranslation(exploreCatalogue);
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const active = activeFilterCount(filters);
  const wide = useMediaQuery(WIDE_SCREEN);
  // Once unfolded, the fields stay mounted (hidden when folded), so typed text stays too.
  const opened = useOpenedOnce(open);
  // The ages the age filter offers, in whole years.
  const ageOptions = Array.from({ length: EXPLORE_MAX_AGE + 1 }, (_, age) => ({
    value: String(age),
    label: age === 0 ? t('screen.underOne') : String(age),
  }));
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center gap-2 lg:hidden">
        <Button
          variant="secondary"
          {...ExploreFilterFields.preloadProps}
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((shown) => !shown)}
        >
          <SlidersHorizontal aria-hidden="true" className="size-4" />
          {t('explore.filters')}
          {active > 0 && (
            <CountBadge>
              <span aria-hidden="true">{active}</span>
              <span className="sr-only">{t('explore.activeFilters', { count: active })}</span>
            </CountBadge>
          )}
        </Button>
        {active > 0 && (
          <Button variant="ghost" size="sm" onClick={onClear}>
            {t('explore.clearFilters')}
          </Button>
        )}
      </div>
      <div id={panelId} className={cn('space-y-4', open ? 'block' : 'hidden', 'lg:block')}>
        {(opened || wide) && (
          <Suspense fallback={null}>
            <ExploreFilterFields.Component
              filters={filters}
              onChange={onChange}
              onClear={onClear}
              active={active}
              ageOptions={ageOptions}
            />
          </Suspense>
        )}
      </div>
    </div>
  );
}
