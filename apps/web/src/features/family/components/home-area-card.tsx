import { Suspense, useEffect } from 'react';
import { MapPin } from 'lucide-react';
import { PLACE_MESSAGES, placeLabel, type FamilyArea } from '@nestling/shared';
import { SectionCard } from '@/components/ui';
import { lazyPart } from '@/lib/lazy-part';

/** The form (react-hook-form, zod) loads as the card mounts, after the first load (decision 055). */
const HomeAreaForm = lazyPart(() =>
  import('./home-area-form').then((module) => module.HomeAreaForm),
);

/**
 * The family's home area (issue 30): the place chosen ("Leeds, ENG, GB") or that none is; a
 * guardian changes it with the typeahead form, a caregiver reads it.
 */
export function HomeAreaCard({ area, guardian }: { area: FamilyArea | null; guardian: boolean }) {
  useEffect(() => {
    if (guardian) void HomeAreaForm.preload();
  }, [guardian]);
  return (
    <SectionCard
      title={PLACE_MESSAGES.homeArea}
      icon={<MapPin aria-hidden="true" className="size-5 text-brand-700" />}
    >
      <p className="text-ink-800">
        {area ? placeLabel(area) : <span className="text-ink-600">{PLACE_MESSAGES.none}</span>}
      </p>
      {guardian && (
        <Suspense fallback={null}>
          <HomeAreaForm.Component current={area} />
        </Suspense>
      )}
    </SectionCard>
  );
}
