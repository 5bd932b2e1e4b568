import { ArrowRight } from 'lucide-react';
import { Link, Navigate } from 'react-router';
import { MILESTONE_MESSAGES } from '@nestling/shared';
import { Button, Card, PageHeader, Spinner, StatusMessage, buttonClasses } from '@/components/ui';
import { paths } from '@/config/paths';
import { useKids } from '@/entities/kids/api/get-kids';
import { KidAvatar } from '@/entities/kids/components/kid-avatar';
import { formatAgeAndGender } from '@/entities/kids/utils/format-kid';

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
      {kids.isPending && (
        <p role="status" className="flex items-center gap-3 font-semibold text-brand-800">
          <Spinner className="size-5 text-brand-600" /> Loading your kids...
        </p>
      )}
      {kids.isError && (
        <StatusMessage tone="error" className="flex flex-wrap items-center justify-between gap-3">
          <span>
            {MILESTONE_MESSAGES.kidsLoadFailed} ({kids.error.message})
          </span>
          <Button size="sm" variant="secondary" onClick={() => void kids.refetch()}>
            Try again
          </Button>
        </StatusMessage>
      )}
      {kids.isSuccess && kids.data.length === 0 && (
        <Card className="text-center">
          <p className="text-ink-700">{MILESTONE_MESSAGES.emptyKids}</p>
          <Link to={paths.kidsProfile} className={`${buttonClasses('primary', 'md')} mt-5`}>
            Go to Kids Profile
          </Link>
        </Card>
      )}
      {kids.isSuccess && kids.data.length > 1 && (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {kids.data.map((kid) => (
            <li key={kid.id}>
              <Link
                to={paths.kidAchievements(kid.id)}
                className="flex items-center gap-4 rounded-3xl border border-ink-900/5 bg-surface p-5 shadow-card transition-colors hover:border-brand-300 hover:bg-brand-50"
              >
                <KidAvatar kid={kid} size="sm" />
                <span className="min-w-0">
                  <span className="block truncate text-lg font-extrabold text-ink-900">
                    {kid.name}
                  </span>
                  <span className="block text-sm text-ink-600">{formatAgeAndGender(kid)}</span>
                  <span className="mt-1 flex items-center gap-1 text-sm font-semibold text-brand-700">
                    Open Achievements <ArrowRight aria-hidden="true" className="size-4" />
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
