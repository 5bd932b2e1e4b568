import { useId } from 'react';
import { MapPin } from 'lucide-react';
import { Link } from 'react-router';
import { placesCatalogue } from '@nestling/shared';
import { Button, buttonClasses } from '@/components/ui';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useDismissAreaPrompt } from '../api/area-prompt';

/**
 * The one-time ask for a home area (issue 30's "the family is asked once", decision 064): shown
 * while `GET /api/family` says `areaPrompt` (a guardian, no area, not answered yet). Its link to
 * the chooser and "Not now" both answer it, for every guardian of the family.
 * @param chooserPath where the home area is chosen (the Family screen)
 */
export function HomeAreaPrompt({ chooserPath }: { chooserPath: string }) {
  const { t } = useTranslation(placesCatalogue);
  const titleId = useId();
  const dismiss = useDismissAreaPrompt();
  const answer = () => dismiss.mutate();
  return (
    <section
      aria-labelledby={titleId}
      className="flex flex-col gap-3 rounded-2xl bg-brand-50 p-4 ring-1 ring-brand-200 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="flex gap-3">
        <MapPin aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
        <div>
          <h2 id={titleId} className="font-bold text-ink-900">
            {t('places.areaPromptTitle')}
          </h2>
          <p className="text-sm text-ink-700">{t('places.askForArea')}</p>
        </div>
      </div>
      <div className="flex shrink-0 flex-wrap gap-2">
        <Link to={chooserPath} className={buttonClasses('primary', 'md')} onClick={answer}>
          {t('places.chooseArea')}
        </Link>
        <Button variant="ghost" onClick={answer}>
          {t('places.notNow')}
        </Button>
      </div>
    </section>
  );
}
