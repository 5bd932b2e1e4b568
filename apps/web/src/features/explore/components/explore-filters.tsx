import { useId, useState } from 'react';
import { SlidersHorizontal } from 'lucide-react';
import { EXPLORE_MESSAGES, GENDERS, SKILL_LEVELS } from '@nestling/shared';
import { Button, Card, CountBadge, Select } from '@/components/ui';
import { cn } from '@/lib/cn';
import {
  EXPLORE_MAX_AGE,
  activeFilterCount,
  type ExploreFilters,
} from '../hooks/use-explore-filters';
import { InterestSidebar } from './interest-sidebar';

/** The ages the age filter offers, in whole years. */
const AGE_OPTIONS = Array.from({ length: EXPLORE_MAX_AGE + 1 }, (_, age) => ({
  value: String(age),
  label: age === 0 ? 'Under 1' : String(age),
}));

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
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const active = activeFilterCount(filters);
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center gap-2 lg:hidden">
        <Button
          variant="secondary"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((shown) => !shown)}
        >
          <SlidersHorizontal aria-hidden="true" className="size-4" />
          {EXPLORE_MESSAGES.filters}
          {active > 0 && (
            <CountBadge>
              <span aria-hidden="true">{active}</span>
              <span className="sr-only">{EXPLORE_MESSAGES.activeFilters(active)}</span>
            </CountBadge>
          )}
        </Button>
        {active > 0 && (
          <Button variant="ghost" size="sm" onClick={onClear}>
            {EXPLORE_MESSAGES.clearFilters}
          </Button>
        )}
      </div>
      <div id={panelId} className={cn('space-y-4', open ? 'block' : 'hidden', 'lg:block')}>
        <Card className="grid gap-4 p-5 sm:grid-cols-3 lg:grid-cols-1">
          <Select
            label="Gender"
            name="gender"
            placeholder="Any gender"
            options={GENDERS}
            value={filters.gender}
            onChange={(event) =>
              onChange({ gender: event.target.value as ExploreFilters['gender'] })
            }
          />
          <Select
            label="Age"
            name="age"
            placeholder="Any age"
            options={AGE_OPTIONS}
            value={filters.age}
            onChange={(event) => onChange({ age: event.target.value })}
          />
          <Select
            label="Skill level"
            name="skillLevel"
            placeholder="Any level"
            options={SKILL_LEVELS}
            value={filters.skillLevel}
            onChange={(event) =>
              onChange({ skillLevel: event.target.value as ExploreFilters['skillLevel'] })
            }
          />
          {active > 0 && (
            <Button variant="ghost" size="sm" className="hidden lg:inline-flex" onClick={onClear}>
              {EXPLORE_MESSAGES.clearFilters}
            </Button>
          )}
        </Card>
        <InterestSidebar selected={filters.interests} custom={filters.custom} onChange={onChange} />
      </div>
    </div>
  );
}
