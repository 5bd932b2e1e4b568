import { AchievementsKidPicker } from '@/features/achievements/components/achievements-kid-picker';
import { AchievementsLanguage } from '@/features/achievements/components/achievements-language';

/** /dashboard/achievements (spec §2.1): the Achievements tile's target, a kid picker. */
export function AchievementsRoute() {
  return (
    <AchievementsLanguage>
      <AchievementsKidPicker />
    </AchievementsLanguage>
  );
}
