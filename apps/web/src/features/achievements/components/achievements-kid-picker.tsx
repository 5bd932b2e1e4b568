import { Navigate } from 'react-router';
import { achievementsCatalogue } from '@nestling/shared';
import { PageHeader } from '@/components/ui';
import { paths } from '@/config/paths';
import { useKids } from '@/entities/kids/api/get-kids';
import { KidPicker } from '@/entities/kids/components/kid-picker';
import { useTranslation } from '@/lib/i18n/use-translation';

/**
 * /dashboard/achievements, the Achievements tile's target (spec §2.1, §2.9; issue 10): the
 * parent picks one of their kids, or goes straight to the only one; without kids, a way to the
 * Kids Profile to add one. Loading and error ('❌ Error fetching kids list (message)') states. In
 * the parent's language, a kid's age and gender too (issue 28).
 */
export function AchievementsKidPicker() {
  const kids = useKids();
  const { t } = useTranslation(achievementsCatalogue);
  if (kids.isSuccess && kids.data.length === 1 && kids.data[0]) {
    return <Navigate to={paths.kidAchievements(kids.data[0].id)} replace />;
  }
  return (
    <div className="space-y-6">
      <PageHeader
        title={t('screen.title')}
        documentTitle={t('screen.title')}
        description={t('milestones.pickKid')}
      />
      <KidPicker
        kids={kids}
        loadFailedText={t('milestones.kidsLoadFailed')}
        emptyText={t('milestones.emptyKids')}
        actionLabel={t('screen.open')}
        to={(kid) => paths.kidAchievements(kid.id)}
        texts={{
          loading: t('kidPicker.loading'),
          goToKidsProfile: t('kidPicker.goToKidsProfile'),
          ageAndGender: (kid) => t('kidPicker.ageAndGender', { age: kid.age, gender: kid.gender }),
        }}
      />
    </div>
  );
}
