import { useQueryClient } from '@tanstack/react-query';
import { CalendarFeedCard } from '@/features/schedules/components/calendar-feed-card';
import { ScheduleCard } from '@/features/schedules/components/schedule-card';
import { YourKidsSection } from '@/features/schedules/components/your-kids-section';
import { sessionQueryKey, useSession } from '@/features/auth/api/get-session';
import { useKids } from '@/features/kids/api/get-kids';
import { ParentProfileCard } from '@/features/parent-profile/components/parent-profile-card';

/**
 * /dashboard/parent-hub (spec §2.10): the parent's profile card, the schedule card and the
 * "Your Kids" section. The messages card arrives with the messaging feature. This route only
 * composes; each card lives in its feature.
 */
export function ParentHubRoute() {
  return (
    <div className="space-y-8">
      <title>Parent Hub · Nestling</title>
      <ParentProfileSlot />
      <ScheduleCard />
      <CalendarFeedCard />
      <HubKidsSection />
    </div>
  );
}

/**
 * 'Your Kids' (spec §2.10): the kids list (the kids feature's shared query, one GET /api/kids for
 * the whole hub) handed to the schedules feature's section, which adds each kid's upcoming events.
 */
function HubKidsSection() {
  const kids = useKids();
  return (
    <YourKidsSection
      kids={kids.data}
      isLoading={kids.isPending}
      isError={kids.isError}
      onRetry={() => void kids.refetch()}
    />
  );
}

/**
 * The hub's title and profile card (spec §2.10 first bullet): the session's parent and the kid
 * count of the kids list. A save or a photo upload writes the answered parent into the session,
 * so the dashboard avatar (§2.9) and every greeting change at once.
 */
function ParentProfileSlot() {
  const { parent } = useSession();
  const kids = useKids();
  const queryClient = useQueryClient();
  return (
    <>
      <h1 className="text-3xl font-extrabold tracking-tight text-ink-900 sm:text-4xl">
        Parent Hub
      </h1>
      <ParentProfileCard
        parent={parent}
        kidCount={kids.data?.length}
        isLoadingKids={kids.isPending}
        onParentChange={(next) => queryClient.setQueryData(sessionQueryKey, next)}
      />
    </>
  );
}
