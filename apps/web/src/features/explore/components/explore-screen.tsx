import { useState } from 'react';
import { ChevronLeft, ChevronRight, Inbox } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { toast } from '@/lib/toast/toast';
import {
  BLOCK_MESSAGES,
  EXPLORE_MESSAGES,
  EXPLORE_PAGE_SIZE,
  GENDERS,
  SKILL_LEVELS,
  type ExploreQuery,
  type PublicKid,
} from '@nestling/shared';
import {
  Button,
  Card,
  ConfirmDialog,
  CountBadge,
  PageHeader,
  Select,
  Spinner,
  RetryMessage,
} from '@/components/ui';
import { useKids } from '@/entities/kids/api/get-kids';
import { serverMessage } from '@/lib/api-client';
import { useBlockKid } from '../api/block-kid';
import { useFriends } from '@/entities/friends/api/get-friends';
import { useIncomingRequests } from '../api/get-incoming-requests';
import { usePublicKids } from '../api/get-public-kids';
import { ConfettiBurst } from '@/components/ui/confetti-burst';
import { InterestSidebar } from './interest-sidebar';
import { PendingRequestsDialog } from './pending-requests-dialog';
import { PublicKidCard } from './public-kid-card';
import { ScheduleMeetupDialog } from './schedule-meetup-dialog';

/** The ages the age filter offers, in whole years (the kid form allows 0 to 25). */
const AGE_OPTIONS = Array.from({ length: 18 }, (_, age) => ({
  value: String(age),
  label: age === 0 ? 'Under 1' : String(age),
}));

/** The query parameter that opens the pending-requests modal (NOTIFICATION_LINKS). */
const REQUESTS_PARAM = 'requests';

interface Filters {
  interests: string[];
  gender: string;
  age: string;
  skillLevel: string;
}

const NO_FILTERS: Filters = { interests: [], gender: '', age: '', skillLevel: '' };

/**
 * Explore Public Kids (spec §2.18, §5 Public kid filters and Match score, §8.2; product.md
 * "Explore and friends"): the interest sidebar, a "Matching for" selector of the parent's own
 * kids (the first by default; each card's match score is for that kid, best matches first),
 * gender, age and skill-level filters, the server's pages of cards with Connect, Chat and Block,
 * the Schedule Meetup modal, the pending-requests modal (also opened by `?requests=pending`, the
 * link of a "request received" notification), and confetti after a request is sent.
 */
export function ExploreScreen() {
  const kids = useKids();
  const friends = useFriends();
  const incoming = useIncomingRequests();
  const block = useBlockKid();
  const [searchParams, setSearchParams] = useSearchParams();
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const [custom, setCustom] = useState<string[]>([]);
  const [chosenKid, setChosenKid] = useState<string>();
  const [page, setPage] = useState(1);
  const [connectTo, setConnectTo] = useState<PublicKid | null>(null);
  const [blockTarget, setBlockTarget] = useState<PublicKid | null>(null);
  const [blockError, setBlockError] = useState<string>();
  const [burst, setBurst] = useState(0);

  // "Matching for": the first kid by default (product.md), none without kids.
  const forKid = chosenKid ?? (kids.data?.[0] ? String(kids.data[0].id) : '');
  const query: ExploreQuery = {
    interests: filters.interests,
    gender: (filters.gender || undefined) as ExploreQuery['gender'],
    age: filters.age === '' ? undefined : Number(filters.age),
    skillLevel: (filters.skillLevel || undefined) as ExploreQuery['skillLevel'],
    forKid: forKid === '' ? undefined : Number(forKid),
    page,
    pageSize: EXPLORE_PAGE_SIZE,
  };
  // Wait for the kids only to know the default "Matching for"; a failed kids list still explores.
  const cards = usePublicKids(query, !kids.isPending);
  const friendIds = new Set(friends.data?.map((friend) => friend.id));
  const pageCount = cards.data ? Math.max(1, Math.ceil(cards.data.total / EXPLORE_PAGE_SIZE)) : 1;
  const requestsOpen = searchParams.get(REQUESTS_PARAM) === 'pending';
  const pendingCount = incoming.data?.length ?? 0;
  // A block can empty the last page: step back to the new last one.
  if (cards.isSuccess && !cards.isPlaceholderData && cards.data.items.length === 0 && page > 1)
    setPage(pageCount);

  function changeFilters(next: Partial<Filters>) {
    setFilters((current) => ({ ...current, ...next }));
    setPage(1);
  }

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

  function confirmBlock() {
    if (!blockTarget) return;
    setBlockError(undefined);
    block.mutate(blockTarget.id, {
      onSuccess: () => {
        toast.success(BLOCK_MESSAGES.blocked);
        setBlockTarget(null);
      },
      onError: (error) =>
        setBlockError(
          `${BLOCK_MESSAGES.blockFailed}${serverMessage(error) ? ` (${serverMessage(error)})` : ''}`,
        ),
    });
  }

  return (
    <div className="space-y-6">
      <PageHeader
        title={EXPLORE_MESSAGES.title}
        documentTitle={EXPLORE_MESSAGES.title}
        description="Find kids who share your child’s interests. Only families who chose to show a kid here appear, and never with an address."
        actions={
          <Button variant="secondary" onClick={() => setRequestsOpen(true)}>
            <Inbox aria-hidden="true" className="size-5" />
            Pending requests
            {pendingCount > 0 && <CountBadge className="py-0.5">{pendingCount}</CountBadge>}
          </Button>
        }
      />
      <div className="grid gap-6 lg:grid-cols-[16rem_minmax(0,1fr)]">
        <aside aria-label="Interest filters">
          <InterestSidebar
            selected={filters.interests}
            onSelectedChange={(interests) => changeFilters({ interests })}
            custom={custom}
            onCustomChange={setCustom}
          />
        </aside>
        <section aria-label="Kids" className="min-w-0 space-y-5">
          <Card className="grid gap-4 p-5 sm:grid-cols-2 xl:grid-cols-4">
            <Select
              label={EXPLORE_MESSAGES.matchingFor}
              name="forKid"
              placeholder={kids.data && kids.data.length > 0 ? undefined : 'No kid yet'}
              options={(kids.data ?? []).map((kid) => ({ value: String(kid.id), label: kid.name }))}
              value={forKid}
              disabled={!kids.data || kids.data.length === 0}
              onChange={(event) => {
                setChosenKid(event.target.value);
                setPage(1);
              }}
            />
            <Select
              label="Gender"
              name="gender"
              placeholder="Any gender"
              options={GENDERS}
              value={filters.gender}
              onChange={(event) => changeFilters({ gender: event.target.value })}
            />
            <Select
              label="Age"
              name="age"
              placeholder="Any age"
              options={AGE_OPTIONS}
              value={filters.age}
              onChange={(event) => changeFilters({ age: event.target.value })}
            />
            <Select
              label="Skill level"
              name="skillLevel"
              placeholder="Any level"
              options={SKILL_LEVELS}
              value={filters.skillLevel}
              onChange={(event) => changeFilters({ skillLevel: event.target.value })}
            />
          </Card>
          {(kids.isPending || cards.isPending) && !cards.isError && (
            <p role="status" className="flex items-center gap-3 font-semibold text-brand-800">
              <Spinner className="size-5 text-brand-600" /> Loading kids...
            </p>
          )}
          {cards.isError && (
            <RetryMessage onRetry={() => void cards.refetch()}>
              {EXPLORE_MESSAGES.fetchFailed}
              {serverMessage(cards.error) ? ` (${serverMessage(cards.error)})` : ''}
            </RetryMessage>
          )}
          {cards.isSuccess && cards.data.items.length === 0 && (
            <Card className="text-center text-ink-700">{EXPLORE_MESSAGES.empty}</Card>
          )}
          {cards.isSuccess && cards.data.items.length > 0 && (
            <>
              <p className="text-sm text-ink-700" aria-live="polite">
                {cards.data.total === 1 ? '1 kid found' : `${cards.data.total} kids found`}
              </p>
              <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
                {cards.data.items.map((kid) => (
                  <li key={kid.id}>
                    <PublicKidCard
                      kid={kid}
                      isFriend={friendIds.has(kid.parentId)}
                      highlighted={filters.interests}
                      onConnect={setConnectTo}
                      onBlock={(target) => {
                        setBlockError(undefined);
                        setBlockTarget(target);
                      }}
                    />
                  </li>
                ))}
              </ul>
              {pageCount > 1 && (
                <nav aria-label="Pages" className="flex items-center justify-center gap-3">
                  <Button
                    size="sm"
                    variant="secondary"
                    disabled={page <= 1 || cards.isFetching}
                    onClick={() => setPage((current) => current - 1)}
                  >
                    <ChevronLeft aria-hidden="true" className="size-4" /> Prev
                  </Button>
                  <span className="text-sm font-semibold text-ink-700">
                    Page {page} of {pageCount}
                  </span>
                  <Button
                    size="sm"
                    variant="secondary"
                    disabled={page >= pageCount || cards.isFetching}
                    onClick={() => setPage((current) => current + 1)}
                  >
                    Next <ChevronRight aria-hidden="true" className="size-4" />
                  </Button>
                </nav>
              )}
            </>
          )}
        </section>
      </div>
      <ScheduleMeetupDialog
        kid={connectTo}
        onClose={() => setConnectTo(null)}
        onSent={() => {
          setConnectTo(null);
          setBurst((count) => count + 1);
        }}
      />
      <PendingRequestsDialog open={requestsOpen} onClose={() => setRequestsOpen(false)} />
      <ConfirmDialog
        open={blockTarget !== null}
        title="Block this family"
        description={blockTarget ? BLOCK_MESSAGES.confirm(blockTarget.firstName) : ''}
        confirmLabel={EXPLORE_MESSAGES.block}
        pendingLabel="Blocking..."
        isPending={block.isPending}
        error={blockError}
        onConfirm={confirmBlock}
        onCancel={() => setBlockTarget(null)}
      />
      {burst > 0 && <ConfettiBurst key={burst} />}
    </div>
  );
}
