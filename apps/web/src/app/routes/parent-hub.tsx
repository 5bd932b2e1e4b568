import { useQueryClient } from '@tanstack/react-query';
import { PageHeader } from '@/components/ui';
import { useKids } from '@/entities/kids/api/get-kids';
import { sessionQueryKey, useSession } from '@/entities/parent/api/get-session';
import { BlockedFamiliesCard } from '@/features/blocks/components/blocked-families-card';
import { MessagesCard } from '@/features/messages/components/messages-card';
import { ParentProfileCard } from '@/features/parent-profile/components/parent-profile-card';
import { SettingsCard } from '@/features/parent-profile/components/settings-card';
import { CalendarFeedCard } from '@/features/schedules/components/calendar-feed-card';
import { ScheduleCard } from '@/features/schedules/components/schedule-card';
import { YourKidsSection } from '@/features/schedules/components/your-kids-section';

/**
 * /dashboard/parent-hub (spec §2.10): the parent's profile card, the parent's settings
 * (Appearance: System, Light or Dark, where Profile Settings leads), the messages card (three
 * unread previews), the blocked families (verified parents: blocks are a social feature,
 * product.md), the schedule card and the "Your Kids" section. This route only
 * composes; each card lives in its feature, and the kids list they show is the kids entity's
 * one query (one GET /api/kids for the whole hub).
 */
export function ParentHubRoute() {
  return (
    <div className="space-y-8">
      <PageHeader title="Parent Hub" documentTitle="Parent Hub" />
      <ParentProfileSlot />
      <SettingsCard />
      <MessagesCard />
      <BlockedFamiliesSlot />
      <ScheduleCard />
      <CalendarFeedCard />
      <YourKidsSection />
    </div>
  );
}

/**
 * The hub's profile card (spec §2.10 first bullet): the session's parent and the kid
 * count of the kids list. A save or a photo upload writes the answered parent into the session,
 * so the dashboard avatar (§2.9) and every greeting change at once.
 */
function ParentProfileSlot() {
  const { parent } = useSession();
  const kids = useKids();
  const queryClient = useQueryClient();
  return (
    <ParentProfileCard
      parent={parent}
      kidCount={kids.data?.length}
      isLoadingKids={kids.isPending}
      onParentChange={(next) => queryClient.setQueryData(sessionQueryKey, next)}
    />
  );
}

/** "Blocked families" for a verified parent (the social features need a verified e-mail). */
function BlockedFamiliesSlot() {
  const { parent } = useSession();
  return parent?.emailVerified ? <BlockedFamiliesCard /> : null;
}
