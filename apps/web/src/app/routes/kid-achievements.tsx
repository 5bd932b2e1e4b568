import { useParams } from 'react-router';
import { AchievementsLanguage } from '@/features/achievements/components/achievements-language';
import { KidAchievementsScreen } from '@/features/achievements/components/kid-achievements-screen';

/** /dashboard/kids/:kidId/achievements (spec §2.15): the Achievements of one kid. */
export function KidAchievementsRoute() {
  const { kidId } = useParams();
  return (
    <AchievementsLanguage>
      <KidAchievementsScreen key={kidId} rawKidId={kidId} />
    </AchievementsLanguage>
  );
}
