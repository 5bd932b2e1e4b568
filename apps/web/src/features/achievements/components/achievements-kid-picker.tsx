import { Navigate } from 'react-router';
import { MILESTONE_MESSAGES } from '@nestling/shared';
import { PageHeader } from '@/components/ui';
import { paths } from '@/config/paths';
import { useKids } from '@/entities/kids/api/get-kids';
import { KidPicker } from '@/entities/kids/components/kid-picker';

/**
 * /dashboard/achievements, the Achievements tile's target (spec §2.1, §2.9; issue 10): the
 * parent picks one of their kids, or goes straight to the only one; without kids, a way to the
 * Kids Profile to add one. Loading and error ('❌ Error fetching kids list (message)') states.
 */
export function AchievementsKidPicker() {
  const kids = useKids();
  if (kids.isSuccess && kids.data.length === 1 && kids.data[0]) {
    return <Navigate to={paths.kidAchievements(kids.data[0].id)} replace />;
  }
  return (
    <div className="space-y-6">
      <PageHeader
        title="Achievements"
        documentTitle="Achievements"
        description={MILESTONE_MESSAGES.pickKid}
      />
      <KidPicker
        kids={kids}
        loadFailedText={MILESTONE_MESSAGES.kidsLoadFailed}
        emptyText={MILESTONE_MESSAGES.emptyKids}
        actionLabel="Open Achievements"
        to={(kid) => paths.kidAchievements(kid.id)}
      />
    </div>
  );
}
