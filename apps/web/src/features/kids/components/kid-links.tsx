import { CalendarDays, Pencil, Stethoscope, Trophy } from 'lucide-react';
import { Link } from 'react-router';
import { kidsCatalogue, type Kid } from '@nestling/shared';
import { paths } from '@/config/paths';
import { useCan } from '@/entities/parent/api/use-can';
import { cn } from '@/lib/cn';
import { useTranslation } from '@/lib/i18n/use-translation';

/** The per-kid links of spec §2.11, with the spec's own words. */
const KID_LINKS = [
  { text: 'links.edit', icon: Pencil, to: paths.kidEdit, guardianOnly: true },
  { text: 'links.achievements', icon: Trophy, to: paths.kidAchievements, guardianOnly: false },
  { text: 'links.health', icon: Stethoscope, to: paths.kidHealth, guardianOnly: false },
  { text: 'links.calendar', icon: CalendarDays, to: paths.kidCalendar, guardianOnly: false },
] as const;

/**
 * A kid's four links: Edit, achievements, Health Logs and calendar (spec §2.11), each leading to
 * /dashboard/kids/{id}/…. The kid's name is part of each link's accessible name, so a list of
 * kids never reads as a row of identical "Edit" links.
 */
export function KidLinks({
  kid,
  className,
}: {
  kid: Pick<Kid, 'id' | 'name'>;
  className?: string;
}) {
  // Editing (and deleting) a kid is a guardian's (issue 24): a caregiver has no Edit link.
  const { guardian } = useCan();
  const { t } = useTranslation(kidsCatalogue);
  return (
    <ul className={cn('flex flex-wrap gap-2', className)}>
      {KID_LINKS.filter((link) => guardian || !link.guardianOnly).map((link) => (
        <li key={link.text}>
          <Link
            to={link.to(kid.id)}
            state={link.to === paths.kidHealth ? { kidName: kid.name } : undefined}
            className="inline-flex min-h-9 items-center gap-1.5 rounded-xl bg-surface px-3 text-sm font-semibold text-brand-800 ring-1 ring-brand-200 ring-inset hover:bg-brand-50"
          >
            <link.icon aria-hidden="true" className="size-4" />
            <span className="inline-block first-letter:uppercase">{t(link.text)}</span>
            <span className="sr-only"> {kid.name}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
