import { Suspense, useDeferredValue, type ReactNode } from 'react';
import { exploreCatalogue, type PublicKid } from '@nestling/shared';
import { Card, LoadingStatus, RetryMessage } from '@/components/ui';
import { serverMessage } from '@/lib/api-client';
import { useTranslation } from '@/lib/i18n/use-translation';
import { lazyPart } from '@/lib/lazy-part';
import type { usePublicKids } from '../api/get-public-kids';

/**
 * One kid's card (its icons, the avatar, the report button's loader): not on Explore's first
 * load (issue 29) — asked for once the screen's header has painted (ExploreScreen), while the
 * page of cards is on its way; until both are there, the results say they are loading.
 */
export const PublicKidCard = lazyPart(() =>
  import('./public-kid-card').then((module) => module.PublicKidCard),
);

/**
 * The pager under the cards — there only with more than one page, below the fold on a phone:
 * loaded when first drawn (decision 055); nothing under it moves when it arrives.
 */
const Pager = lazyPart(() => import('@/components/ui/pager').then((module) => module.Pager));

export interface ExploreResultsProps {
  /** The page of cards for the filters (usePublicKids). */
  cards: ReturnType<typeof usePublicKids>;
  /** True while the parent's own kids (the default "Matching for") load. */
  waiting: boolean;
  /** The interests ticked, marked on each card. */
  highlighted: readonly string[];
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  onConnect: (kid: PublicKid) => void;
  onBlock: (kid: PublicKid) => void;
  /** Report the card's family to the moderators (issue 27). */
  onReport: (kid: PublicKid) => void;
  /** Whether the cards are bounded by distance ("12+ kids nearby" rather than "found"). */
  nearby?: boolean;
  /**
   * What stands above the results once they are drawn — never above the loading line, which
   * it would push down (issue 29: CLS): the home-area hint.
   */
  notice?: ReactNode;
}

/**
 * Explore's results (spec §2.18, §8.2): loading, the failure with Retry ('⚠️ Error fetching
 * kids'), the empty text, or how many kids were found, their cards and the shared Pager. A new
 * page of cards is drawn as a deferred render (`useDeferredValue`), which React splits into
 * short tasks, rather than in the query's own synchronous update (issue 29: one long task);
 * meanwhile the page before it stays, or the loading line. The cards' code suspends until it
 * has loaded: render this inside a `<Suspense>` whose fallback says the kids are loading.
 */
export function ExploreResults({
  cards,
  waiting,
  highlighted,
  page,
  pageCount,
  onPageChange,
  onConnect,
  onBlock,
  onReport,
  nearby = false,
  notice = null,
}: ExploreResultsProps) {
  const { t, localize } = useTranslation(exploreCatalogue);
  const data = useDeferredValue(cards.data);
  if (cards.isError)
    return (
      <>
        {notice}
        <RetryMessage onRetry={() => void cards.refetch()}>
          {t('explore.fetchFailed')}
          {serverMessage(cards.error) ? ` (${localize(serverMessage(cards.error) ?? '')})` : ''}
        </RetryMessage>
      </>
    );
  if (waiting || data === undefined)
    return <LoadingStatus>{t('screen.loadingKids')}</LoadingStatus>;
  if (data.items.length === 0)
    return (
      <>
        {notice}
        <Card className="text-center text-ink-700">{t('explore.empty')}</Card>
      </>
    );
  return (
    <>
      {notice}
      <p className="text-sm text-ink-700" aria-live="polite">
        {t(nearby ? 'explore.kidsNearby' : 'explore.kidsFound', {
          count: data.total,
          capped: String(data.totalCapped),
        })}
      </p>
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {data.items.map((kid) => (
          <li key={kid.id}>
            <PublicKidCard.Component
              kid={kid}
              highlighted={highlighted}
              onConnect={onConnect}
              onBlock={onBlock}
              onReport={onReport}
            />
          </li>
        ))}
      </ul>
      {pageCount > 1 && (
        <Suspense fallback={null}>
          <Pager.Component
            label={t('screen.pages')}
            page={page}
            pageCount={pageCount}
            onPageChange={onPageChange}
            busy={cards.isFetching}
          />
        </Suspense>
      )}
    </>
  );
}
