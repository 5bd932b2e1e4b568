import { formatInterests, type Kid } from '@nestling/shared';
import { Card, PageHeader } from '@/components/ui';
import { paths } from '@/config/paths';
import { KidAvatar } from '@/entities/kids/components/kid-avatar';
import { formatAge, formatAgeAndGender, formatDateOnly } from '@/entities/kids/utils/format-kid';
import { KidLoader } from './kid-loader';
import { ExploreBadge } from './explore-badge';
import { KidLinks } from './kid-links';

/**
 * A kid's profile page (/dashboard/kids/{id}/profile, which the spec leaves empty): 'Loading kid
 * profile...', then the photo, the details, whether the card is in Explore, and the links to
 * edit, achievements, health and calendar; or the not-found panel.
 * @param kidIdParam the raw `:kidId` route parameter
 */
export function KidProfileDetails({ kidIdParam }: { kidIdParam: string | undefined }) {
  return <KidLoader kidIdParam={kidIdParam}>{(kid) => <KidProfileCard kid={kid} />}</KidLoader>;
}

function KidProfileCard({ kid }: { kid: Kid }) {
  const facts: Array<[string, string, string?]> = [
    ['Age', formatAge(kid.age)],
    ['Gender', kid.gender],
    ['Date of birth', formatDateOnly(kid.dob)],
    ['Interests', formatInterests(kid.interests)],
    ['Skill level', kid.skillLevel ?? 'Not set'],
    ['Area', kid.area ?? 'Not set', 'Shown in Explore when the profile is public.'],
    ['Address', kid.address, 'Private: only you can see it.'],
  ];
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <PageHeader
        eyebrow="Kids Profile"
        title={kid.name}
        back={{ to: paths.kidsProfile, label: 'Back to Kids Profile' }}
        description={
          <p className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <span>{formatAgeAndGender(kid)}</span>
            <ExploreBadge public={kid.showInExplore} />
          </p>
        }
      />
      <Card>
        <div className="flex flex-col items-center gap-6 sm:flex-row sm:items-start">
          <KidAvatar kid={kid} variant="full" alt={`Photo of ${kid.name}`} size="xl" />
          <dl className="grid w-full min-w-0 flex-1 gap-x-6 gap-y-5 sm:grid-cols-2">
            {facts.map(([term, value, note]) => (
              <div key={term} className="min-w-0">
                <dt className="text-sm font-semibold text-ink-600">{term}</dt>
                <dd className="mt-0.5 font-medium break-words text-ink-900">{value}</dd>
                {note && <dd className="text-xs text-ink-600">{note}</dd>}
              </div>
            ))}
          </dl>
        </div>
        <div className="mt-8 border-t border-ink-900/10 pt-6">
          <h2 className="mb-3 text-sm font-semibold text-ink-600">More for {kid.name}</h2>
          <KidLinks kid={kid} />
        </div>
      </Card>
    </div>
  );
}
