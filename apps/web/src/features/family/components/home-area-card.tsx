import { Suspense, useEffect } from 'react';
import { MapPin } from 'lucide-react';
import { familyCatalogue, placeLabel, type FamilyArea } from '@nestling/shared';
import { SectionCard } from '@/components/ui';
import { useTranslation } from '@/lib/i18n/use-translation';
import { lazyPart } from '@/lib/lazy-part';

/** The form (react-hook-form, zod) loads as the card mounts, after the first load (decision 055). */
const HomeAreaForm = lazyPart(() =>
  import('./home-area-form').then((module) => module.HomeAreaForm),
);

/**
 * The family's home area (issue 30): the place chosen ("Leeds, ENG, GB") or that none is; a
 * guardian changes it with the typeahead form, a caregiver reads it. In the app's language: the
 * family area's copy of the places area's two words (issue 28), so the screen's first load
 * carries no places catalogue.
 */
export function HomeAreaCard({ area, guardian }: { area: FamilyArea | null; guardian: boolean }) {
  useEffect(() => {
    if (guardian) void HomeAreaForm.preload();
  }, [guardian]);
  const { t } = useTranslation(familyCatalogue);
  return (
    <SectionCard
      title={t('places.homeArea')}
      icon={<MapPin aria-hidden="true" className="size-5 text-brand-700" />}
    >
      <p className="text-ink-800">
        {area ? placeLabel(area) : <span className="text-ink-600">{t('places.none')}</span>}
      </p>
      {guardian && (
        <Suspense fallback={null}>
          <HomeAreaForm.Component current={area} />
        </Suspense>
      )}
    </SectionCard>
  );
}
