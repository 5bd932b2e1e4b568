import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { Button, Card, PageHeader, Spinner, StatusMessage, buttonClasses } from '@/components/ui';
import { paths } from '@/config/paths';
import { useKids } from '@/entities/kids/api/get-kids';
import { KidAvatar } from '@/entities/kids/components/kid-avatar';
import { formatAgeAndGender } from '@/entities/kids/utils/format-kid';

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
        documentTitle="Health Tracker"
        description="Choose a child to log mood, sleep and doctor visits, and to see the weekly trends."
      />
      {kids.isPending && (
        <p role="status" className="flex items-center gap-3 font-semibold text-brand-800">
          <Spinner className="size-5 text-brand-600" /> Loading your kids...
        </p>
      )}
      {kids.isError && (
        <StatusMessage tone="error" className="flex flex-wrap items-center justify-between gap-3">
          <span>❌ Could not load your kids. ({kids.error.message})</span>
          <Button size="sm" variant="secondary" onClick={() => void kids.refetch()}>
            Try again
          </Button>
        </StatusMessage>
      )}
      {kids.isSuccess && kids.data.length === 0 && (
        <Card className="text-center">
          <p className="text-ink-700">
            You haven&apos;t added any kids yet. Add a kid profile first, then come back to track
            their health.
          </p>
          <Link to={paths.kidsProfile} className={`${buttonClasses('primary', 'md')} mt-5`}>
            Go to Kids Profile
          </Link>
        </Card>
      )}
      {kids.isSuccess && kids.data.length > 0 && (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {kids.data.map((kid) => (
            <li key={kid.id}>
              <Link
                to={paths.kidHealth(kid.id)}
                state={{ kidName: kid.name }}
                className="flex items-center gap-4 rounded-3xl border border-ink-900/5 bg-surface p-5 shadow-card transition-colors hover:border-brand-300 hover:bg-brand-50"
              >
                <KidAvatar kid={kid} size="sm" />
                <span className="min-w-0">
                  <span className="block truncate text-lg font-extrabold text-ink-900">
                    {kid.name}
                  </span>
                  <span className="block text-sm text-ink-600">{formatAgeAndGender(kid)}</span>
                  <span className="mt-1 flex items-center gap-1 text-sm font-semibold text-brand-700">
                    Open Health Tracker <ArrowRight aria-hidden="true" className="size-4" />
                  </span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
