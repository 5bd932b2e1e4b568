import { Suspense, useEffect, useState } from 'react';
import { Handshake, Inbox } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import {
  EXPLORE_DISTANCES_KM,
  EXPLORE_PAGE_SIZE,
  exploreCatalogue,
  type PublicKid,
} from '@nestling/shared';
import {
  Button,
  CountBadge,
  LoadingStatus,
  PageHeader,
  Select,
  buttonClasses,
} from '@/components/ui';
import { paths } from '@/config/paths';
import { useKids } from '@/entities/kids/api/get-kids';
import { useFamily } from '@/entities/parent/api/get-family';
import { useFirstScreenShown } from '@/hooks/use-first-screen-shown';
import { useAfterPaint } from '@/lib/after-paint';
import { useTranslation } from '@/lib/i18n/use-translation';
import { lazyPart, useOpenedOnce } from '@/lib/lazy-part';
import { useIncomingRequests } from '../api/get-incoming-requests';
import { usePublicKids } from '../api/get-public-kids';
import {
  exploreQueryOf,
  matchingForKid,
  useExploreFilters,
  withinKmOf,
  type ExploreWithin,
} from '../hooks/use-explore-filters';
import { ExploreFiltersPanel } from './explore-filters';
import { ExploreResults, PublicKidCard } from './explore-results';

/**
 * What the cards open — Schedule Meetup, Block, Report, the confetti: loaded once the cards are
 * drawn and the first screen has been shown (decision 055; issue 29: its ≈ 17 files are no part
 * of the first screen), or at once when a card's button is pressed before; it then asks for the
 * meetup modal's and Block's code.
 */
const ExploreDialogs = lazyPart(() =>
  import('./explore-dialogs').then((module) => module.ExploreDialogs),
);
/**
 * What a family without a home area is told (the one-time ask, or that distances need an area):
 * loaded once the family has answered without one and the header has painted; drawn with the
 * cards it sits above, in their place of the loading line and in one Suspense boundary, so
 * neither the loading line nor a card moves down when it comes (issue 29: CLS).
 */
const ExploreAreaHint = lazyPart(() =>
  import('./explore-area-hint').then((module) => module.ExploreAreaHint),
);
/** The pending-requests modal: loaded when first opened. */
const PendingRequestsDialog = lazyPart(() =>
  import('./pending-requests-dialog').then((module) => module.PendingRequestsDialog),
);

/** The query parameter that opens the pending-requests modal (NOTIFICATION_LINKS). */
const REQUESTS_PARAM = 'requests';

/**
 * Explore Public Kids (spec §2.18, §5 Public kid filters and Match score, §8.2; product.md
 * "Explore and friends"; issue 30: the distance from the family's home area, 25 km by default
 * once it has one; without one, "anywhere" and the one-time prompt to choose one): the filters (useExploreFilters: in the URL, so a filtered page can be
 * shared, reloaded and gone back to; folded on a phone), a "Matching for" selector of the
 * parent's own kids (the first by default; each card's match score is for that kid, best
 * matches first), the server's pages of cards with Connect, Chat and Block, the Schedule
 * Meetup modal, the pending-requests modal (also opened by `?requests=pending`, the link of a
 * "request received" notification), a link to My Requests, and confetti after a request is
 * sent.
 */
export function ExploreScreen() {
  const { t } = useTranslation(exploreCatalogue);
  const kids = useKids();
  const family = useFamily();
  const incoming = useIncomingRequests();
  const [searchParams, setSearchParams] = useSearchParams();
  const { filters, change, goToPage, clear } = useExploreFilters();
  const [connectTo, setConnectTo] = useState<PublicKid | null>(null);
  const [blockTarget, setBlockTarget] = useState<PublicKid | null>(null);
  const [reportTarget, setReportTarget] = useState<PublicKid | null>(null);
  const [burst, setBurst] = useState(0);

  // "Matching for": the kid in the URL when it is one of the parent's, else the first one
  // (product.md); none without kids.
  const ownKids = kids.data ?? [];
  const forKid = matchingForKid(ownKids, filters.forKid);
  // Wait for the kids only to know the default "Matching for"; a failed kids list still explores.
  // Issue 30: bounded by distance once the family has a home area (25 km unless chosen).
  const hasArea = Boolean(family.data?.area);
  const withinKm = withinKmOf(filters.within, hasArea);
  // Issue 29: the page of cards, the cards' code and the area hint are asked for once the
  // header has painted (the LCP's element is its description; Lighthouse prices it from every
  // request started before it). A navigation inside the app has the page from the route's loader.
  const headerShown = useAfterPaint(true);
  const cards = usePublicKids(
    exploreQueryOf(filters, forKid, hasArea),
    headerShown && !kids.isPending && !family.isPending,
  );
  const pageCount = cards.data ? Math.max(1, Math.ceil(cards.data.total / EXPLORE_PAGE_SIZE)) : 1;
  const requestsOpen = searchParams.get(REQUESTS_PARAM) === 'pending';
  const pendingCount = incoming.data?.length ?? 0;

  // A block (or a link to a page that no longer exists) can leave the page empty: go to the
  // last page there is, in place of this history entry.
  const pastTheEnd =
    cards.isSuccess &&
    !cards.isPlaceholderData &&
    cards.data.items.length === 0 &&
    filters.page > 1;
  useEffect(() => {
    if (pastTheEnd) goToPage(pageCount, { replace: true });
  }, [pastTheEnd, pageCount, goToPage]);
  const areaHintWanted = headerShown && family.isSuccess && !hasArea;
  useEffect(() => {
    if (headerShown) void PublicKidCard.preload();
  }, [headerShown]);
  useEffect(() => {
    if (areaHintWanted) void ExploreAreaHint.preload();
  }, [areaHintWanted]);
  const firstScreenShown = useFirstScreenShown();
  const dialogsWanted = useOpenedOnce(
    (cards.isSuccess && firstScreenShown) ||
      connectTo !== null ||
      blockTarget !== null ||
      reportTarget !== null,
  );
  const requestsOpened = useOpenedOnce(requestsOpen);

  // The distance filter's choices (issue 30): 5, 10, 25, 50 km, or anywhere.
  const distanceOptions = [
    ...EXPLORE_DISTANCES_KM.map((km) => ({
      value: String(km),
      label: t('explore.withinKm', { km }),
    })),
    { value: 'any', label: t('explore.anywhere') },
  ];

  function setRequestsOpen(open: boolean) {
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (open) next.set(REQUESTS_PARAM, 'pending');
        else next.delete(REQUESTS_PARAM);
        return next;
      },
      { replace: !open },
    );
  }

  return (
    <div className="space-y-6">
      <PageHeader
        title={t('explore.title')}
        description={t('screen.description')}
        actions={
          <>
            <Button
              variant="secondary"
              {...PendingRequestsDialog.preloadProps}
              onClick={() => setRequestsOpen(true)}
            >
              <Inbox aria-hidden="true" className="size-5" />
              {t('screen.pendingRequests')}
              {pendingCount > 0 && <CountBadge className="py-0.5">{pendingCount}</CountBadge>}
            </Button>
            <Link to={paths.myRequests} className={buttonClasses('ghost', 'md')}>
              <Handshake aria-hidden="true" className="size-5" />
              {t('screen.myRequests')}
            </Link>
          </>
        }
      />
      <div className="grid gap-4 lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-6">
        <aside aria-label={t('explore.filters')}>
          <ExploreFiltersPanel filters={filters} onChange={change} onClear={clear} />
        </aside>
        <section aria-label={t('screen.kids')} className="min-w-0 space-y-5">
          <div className="flex flex-wrap gap-4">
            <Select
              label={t('explore.matchingFor')}
              name="forKid"
              className="max-w-xs"
              placeholder={ownKids.length > 0 ? undefined : t('screen.noKidYet')}
              options={ownKids.map((kid) => ({ value: String(kid.id), label: kid.name }))}
              value={forKid === undefined ? '' : String(forKid)}
              disabled={ownKids.length === 0}
              onChange={(event) => change({ forKid: Number(event.target.value) })}
            />
            <Select
              label={t('explore.distance')}
              name="within"
              className="max-w-xs"
              options={distanceOptions}
              value={withinKm === undefined ? 'any' : String(withinKm)}
              disabled={!hasArea}
              onChange={(event) => change({ within: event.target.value as ExploreWithin })}
            />
          </div>
          <Suspense fallback={<LoadingStatus>{t('screen.loadingKids')}</LoadingStatus>}>
            <ExploreResults
              notice={
                areaHintWanted && <ExploreAreaHint.Component prompt={family.data.areaPrompt} />
              }
              cards={cards}
              waiting={kids.isPending || family.isPending}
              nearby={withinKm !== undefined}
              highlighted={filters.interests}
              page={filters.page}
              pageCount={pageCount}
              onPageChange={goToPage}
              onConnect={setConnectTo}
              onBlock={setBlockTarget}
              onReport={setReportTarget}
            />
          </Suspense>
        </section>
      </div>
      {dialogsWanted && (
        <Suspense fallback={null}>
          <ExploreDialogs.Component
            connectTo={connectTo}
            onConnectClose={() => setConnectTo(null)}
            onSent={() => {
              setConnectTo(null);
              setBurst((count) => count + 1);
            }}
            blockTarget={blockTarget}
            onBlockClose={() => setBlockTarget(null)}
            reportTarget={reportTarget}
            onReportClose={() => setReportTarget(null)}
            onReportBlock={(kid) => {
              setReportTarget(null);
              setBlockTarget(kid);
            }}
            burst={burst}
          />
        </Suspense>
      )}
      <Suspense fallback={null}>
        {requestsOpened && (
          <PendingRequestsDialog.Component
            open={requestsOpen}
            onClose={() => setRequestsOpen(false)}
          />
        )}
      </Suspense>
    </div>
  );
}
