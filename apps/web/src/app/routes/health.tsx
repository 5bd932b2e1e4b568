import { PageHeader } from '@/components/ui';
import { paths } from '@/config/paths';
import { useKids } from '@/entities/kids/api/get-kids';
import { KidPicker } from '@/entities/kids/components/kid-picker';

/**
 * /dashboard/health, the Health Tracker tile's target (spec §2.1, §2.9): the parent picks one
 * of their kids (the kids entity's one list query, GET /api/kids) to open that kid's Health
 * Tracker, passing the kid's name along like the parent hub does; without kids, a way to the
 * Kids Profile to add one.
 */
export function HealthRoute() {
  const kids = useKids();
  return (
    <div className="space-y-6">
      <PageHeader
        title="Health Tracker"
        description="Choose a child to log mood, sleep and doctor visits, and to see the weekly trends."
      />
      <KidPicker
        kids={kids}
        loadFailedText="❌ Could not load your kids."
        emptyText="You haven't added any kids yet. Add a kid profile first, then come back to track their health."
        actionLabel="Open Health Tracker"
        to={(kid) => paths.kidHealth(kid.id)}
        linkState={(kid) => ({ kidName: kid.name })}
      />
    </div>
  );
}
