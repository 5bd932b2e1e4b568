import { GENDERS, SKILL_LEVELS, exploreCatalogue, exploreFiltersCatalogue } from '@nestling/shared';
import { Button, Card, Select } from '@/components/ui';
import type { ExploreFilters } from '../hooks/use-explore-filters';
import type { ExploreFiltersPanelProps } from './explore-filters';
import { useTranslation } from '@/lib/i18n/use-translation';
import { InterestSidebar } from './interest-sidebar';

export interface ExploreFilterFieldsProps extends ExploreFiltersPanelProps {
  /** How many filters are on. */
  active: number;
  /** The ages the age filter offers. */
  ageOptions: Array<{ value: string; label: string }>;
}

/**
 * The filters themselves (spec §5 Public kid filters): gender, age and skill level, "Clear
 * filters" beside them on a wide screen when any is on, then the interest checkboxes and the
 * custom-interest box. Loaded on demand by ExploreFiltersPanel (decision 055); it imports nothing
 * of the page's own modules, so it adds no file shared with the page.
 */
export function ExploreFilterFields({
  filters,
  onChange,
  onClear,
  active,
  ageOptions,
}: ExploreFilterFieldsProps) {
  const { t } = useTranslation(exploreFiltersCatalogue);
  const explore = useTranslation(exploreCatalogue);
  return (
    <>
      <Card className="grid gap-4 p-5 sm:grid-cols-3 lg:grid-cols-1">
        <Select
          label={t('filters.gender')}
          name="gender"
          placeholder={t('filters.anyGender')}
          options={GENDERS.map((gender) => ({ value: gender, label: t(`gender.${gender}`) }))}
          value={filters.gender}
          onChange={(event) => onChange({ gender: event.target.value as ExploreFilters['gender'] })}
        />
        <Select
          label={t('filters.age')}
          name="age"
          placeholder={t('filters.anyAge')}
          options={ageOptions}
          value={filters.age}
          onChange={(event) => onChange({ age: event.target.value })}
        />
        <Select
          label={t('filters.skillLevel')}
          name="skillLevel"
          placeholder={t('filters.anyLevel')}
          options={SKILL_LEVELS.map((level) => ({
            value: level,
            label: explore.t(`skillLevel.${level}`),
          }))}
          value={filters.skillLevel}
          onChange={(event) =>
            onChange({ skillLevel: event.target.value as ExploreFilters['skillLevel'] })
          }
        />
        {active > 0 && (
          <Button variant="ghost" size="sm" className="hidden lg:inline-flex" onClick={onClear}>
            {explore.t('explore.clearFilters')}
          </Button>
        )}
      </Card>
      <InterestSidebar selected={filters.interests} custom={filters.custom} onChange={onChange} />
    </>
  );
}
