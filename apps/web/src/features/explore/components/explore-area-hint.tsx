import { Link } from 'react-router';
import { placesCatalogue } from '@nestling/shared';
import { paths } from '@/config/paths';
import { HomeAreaPrompt } from '@/entities/parent/components/home-area-prompt';
import { useTranslation } from '@/lib/i18n/use-translation';

/**
 * What Explore says to a family without a home area (issue 30, decision 064): the one-time ask
 * for one while `GET /api/family` says `areaPrompt`, else a quiet line that distances need one,
 * with the link to the chooser. A part of its own (decision 055): the places' texts and the ask
 * are not on Explore's first load (issue 29), and a family with an area never loads them.
 * @param prompt whether the family is still to be asked (`areaPrompt`)
 */
export function ExploreAreaHint({ prompt }: { prompt: boolean }) {
  const { t } = useTranslation(placesCatalogue);
  return prompt ? (
    <HomeAreaPrompt chooserPath={paths.family} />
  ) : (
    <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-ink-600">
      {t('places.distanceNeedsArea')}
      <Link to={paths.family} className="font-semibold text-brand-700 underline">
        {t('places.chooseArea')}
      </Link>
    </p>
  );
}
