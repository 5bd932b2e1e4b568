/**
 * /dashboard/parent-hub (spec §2.10): the parent's profile card, the schedule card and the
 * "Your Kids" section. The messages card arrives with the messaging feature. This route only
 * composes; each card lives in its feature.
 */
export function ParentHubRoute() {
  return (
    <div className="space-y-8">
      <title>Parent Hub · Nestling</title>
      {/* slot:profile-card — issue 3 (features/parent-profile) */}
      {/* slot:schedule-card — issue 4 (features/schedules) */}
      {/* slot:your-kids — issue 4 (features/kids cards with features/schedules upcoming events) */}
    </div>
  );
}
