import { REPORT_MESSAGES } from '@nestling/shared';
import { PageHeader } from '@/components/ui';
import { ModerationScreen } from '@/features/moderation/components/moderation-screen';

/**
 * /dashboard/moderation (issue 27, decision 060): the moderators' screen — open reports and
 * their actions, and the audit log. The router lets only the `moderator` role in (ProtectedRoute allowedRoles).
 */
export function ModerationRoute() {
  return (
    <div className="space-y-6">
      <PageHeader
        title={REPORT_MESSAGES.moderationTitle}
        description={REPORT_MESSAGES.moderationDescription}
      />
      <ModerationScreen />
    </div>
  );
}
