import { moderationCatalogue } from '@nestling/shared';
import { PageHeader } from '@/components/ui';
import { ModerationScreen } from '@/features/moderation/components/moderation-screen';
import { useTranslation } from '@/lib/i18n/use-translation';
import { LocalizedScreen } from '../localized-screen';

/**
 * /dashboard/moderation (issue 27, decision 060): the moderators' screen — open reports and
 * their actions, and the audit log, in the moderator's language. The router lets only the
 * `moderator` role in (ProtectedRoute allowedRoles).
 */
export function ModerationRoute() {
  return (
    <LocalizedScreen>
      <Moderation />
    </LocalizedScreen>
  );
}

/** The screen under its header, in the moderation catalogue's words. */
function Moderation() {
  const { t } = useTranslation(moderationCatalogue);
  return (
    <div className="space-y-6">
      <PageHeader
        title={t('moderation.moderationTitle')}
        description={t('moderation.moderationDescription')}
      />
      <ModerationScreen />
    </div>
  );
}
