import { Link } from 'react-router';
import { kidsCatalogue, type Kid } from '@nestling/shared';
import { Button, StatusMessage } from '@/components/ui';
import { paths } from '@/config/paths';
import { KidAvatar } from '@/entities/kids/components/kid-avatar';
import { useKidTexts } from '@/entities/kids/hooks/use-kid-texts';
import { cn } from '@/lib/cn';
import { useTranslation } from '@/lib/i18n/use-translation';
import { ExploreBadge } from './explore-badge';
import { KidLinks } from './kid-links';
import { KidsListLoading } from './kids-list-loading';

export interface KidsListProps {
  kids: readonly Kid[] | undefined;
  isPending: boolean;
  onRetry: () => void;
  isRetrying?: boolean;
  /** The kid just added, briefly highlighted. */
  highlightId?: number;
}

/**
 * The 'Your Kids' list of Kids Profile Management (spec §2.11). Each row opens the kid's profile
 * (/dashboard/kids/{id}/profile) — the whole row is clickable through its name link — and has
 * the links Edit, achievements, Health Logs and calendar. Without kids it shows the spec's
 * empty text; a failed load says so and offers a retry instead of pretending the list is empty.
 */
export function KidsList({
  kids,
  isPending,
  onRetry,
  isRetrying = false,
  highlightId,
}: KidsListProps) {
  const { t } = useTranslation(kidsCatalogue);
  const { ageAndGender } = useKidTexts();
  if (isPending) return <KidsListLoading />;
  if (!kids) {
    return (
      <div className="space-y-3">
        <StatusMessage tone="error">{t('list.loadFailed')}</StatusMessage>
        <Button variant="secondary" onClick={onRetry} disabled={isRetrying} isLoading={isRetrying}>
          {t('list.tryAgain')}
        </Button>
      </div>
    );
  }
  if (kids.length === 0) {
    return (
      <p className="rounded-2xl border border-dashed border-ink-400/70 bg-surface/60 px-5 py-8 text-center text-ink-700">
        {t('kid.emptyList')}
      </p>
    );
  }
  return (
    <ul className="space-y-3">
      {kids.map((kid) => (
        <li
          key={kid.id}
          className={cn(
            'relative flex flex-col gap-3 rounded-2xl border bg-surface p-4 shadow-card transition',
            'hover:border-brand-200 hover:shadow-lg',
            kid.id === highlightId ? 'border-brand-300 ring-2 ring-brand-200' : 'border-ink-900/5',
          )}
        >
          <div className="flex min-w-0 items-center gap-4">
            <KidAvatar kid={kid} size="sm" />
            <div className="min-w-0">
              <Link
                to={paths.kidProfile(kid.id)}
                className="text-lg font-bold break-words text-ink-900 after:absolute after:inset-0 after:rounded-2xl hover:text-brand-700"
              >
                {kid.name}
              </Link>
              <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-ink-600">
                <span>{ageAndGender(kid)}</span>
                <ExploreBadge public={kid.showInExplore} />
              </p>
            </div>
          </div>
          <KidLinks kid={kid} className="relative z-10 sm:pl-16" />
        </li>
      ))}
    </ul>
  );
}
