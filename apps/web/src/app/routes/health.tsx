import { kidsCatalogue } from '@nestling/shared';
import { PageHeader } from '@/components/ui';
import { paths } from '@/config/paths';
import { useKids } from '@/entities/kids/api/get-kids';
import { KidPicker } from '@/entities/kids/components/kid-picker';
import { useKidTexts } from '@/entities/kids/hooks/use-kid-texts';
import { useTranslation } from '@/lib/i18n/use-translation';
import { LocalizedScreen } from '../localized-screen';

/**
 * /dashboard/health, the Health Tracker tile's target (spec §2.1, §2.9): the parent picks one
 * of their kids (the kids entity's one list query, GET /api/kids) to open that kid's Health
 * Tracker, passing the kid's name along like the parent hub does; without kids, a way to the
 * Kids Profile to add one. In the parent's language (issue 28): a choice of kids, so its words
 * are the kids catalogue's (`healthTile.*`), not the health tracker's larger one.
 */
export function HealthRoute() {
  return (
    <LocalizedScreen catalogue={kidsCatalogue}>
      <HealthKidChoice />
    </LocalizedScreen>
  );
}

function HealthKidChoice() {
  const { t } = useTranslation(kidsCatalogue);
  const { ageAndGender } = useKidTexts();
  const kids = useKids();
  return (
    <div className="space-y-6">
      <PageHeader title={t('healthTile.title')} description={t('healthTile.description')} />
      <KidPicker
        kids={kids}
        loadFailedText={t('healthTile.loadFailed')}
        emptyText={t('healthTile.empty')}
        actionLabel={t('healthTile.open')}
        to={(kid) => paths.kidHealth(kid.id)}
        linkState={(kid) => ({ kidName: kid.name })}
        texts={{
          loading: t('list.loading'),
          goToKidsProfile: t('kid.goToKidsProfile'),
          ageAndGender,
        }}
      />
    </div>
  );
}
