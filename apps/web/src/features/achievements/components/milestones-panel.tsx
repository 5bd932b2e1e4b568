import { useEffect, useState } from 'react';
import { Search } from 'lucide-react';
import {
  MILESTONE_PAGE_SIZES,
  MILESTONE_SORTS,
  MILESTONE_STATUSES,
  milestonesCatalogue,
  type Milestone,
  type MilestoneSort,
  type MilestoneStatus,
} from '@nestling/shared';
import {
  ConfirmDialog,
  Pager,
  QueryStatus,
  Select,
  StatusMessage,
  TextField,
} from '@/components/ui';
import { ConfettiBurst } from '@/components/ui/confetti-burst';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useDeleteMilestone } from '../api/delete-milestone';
import { useMilestones } from '../api/get-milestones';
import { AddMilestoneForm } from './add-milestone-form';
import { MilestoneItem } from './milestone-item';
import { MilestoneProgress } from './milestone-progress';

/** How long typing pauses before the search is sent (one call per word, not per key). */
export const SEARCH_DEBOUNCE_MS = 300;

const PAGE_SIZE_OPTIONS = MILESTONE_PAGE_SIZES.map((size) => ({
  value: String(size),
  label: String(size),
}));

/** `value` once it has not changed for `ms`. */
function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/**
 * The milestones of spec §2.15: the progress bar of completed milestones, the add form, the
 * search box, the status filter (All, Completed, Incomplete), the sort (Newest First, Oldest
 * First), the page-size selector (5, 10, 20) and the paged list with Prev, Next and a page
 * indicator — paged on the server (decision 018). Delete asks first; completing one throws the
 * confetti of spec §9.
 * @param listShown whether the search, the list and the pager are drawn (default true): the
 *   achievements screen draws them in the frame after the progress and the add form, below them
 *   (issue 29: one render and commit less long)
 */
export function MilestonesPanel({
  kidId,
  listShown = true,
}: {
  kidId: number;
  listShown?: boolean;
}) {
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<MilestoneStatus>('all');
  const [sort, setSort] = useState<MilestoneSort>('newest');
  const [pageSize, setPageSize] = useState<number>(MILESTONE_PAGE_SIZES[0]);
  const q = useDebounced(search.trim(), SEARCH_DEBOUNCE_MS);
  // A new search, filter, sort or size starts again from the first page: the page is kept
  // with the controls it was chosen under.
  const controls = JSON.stringify([q, status, sort, pageSize]);
  const [paging, setPaging] = useState({ controls, page: 1 });
  const page = paging.controls === controls ? paging.page : 1;
  const setPage = (next: number) => setPaging({ controls, page: next });
  const milestones = useMilestones({ kidId, q, status, sort, page, pageSize });
  const [toDelete, setToDelete] = useState<Milestone>();
  const [notice, setNotice] = useState<string>();
  const remove = useDeleteMilestone();
  const { t, localize } = useTranslation(milestonesCatalogue);
  // The filter and sort options, as spec §2.15 names them (the milestones catalogue's
  // `list.status.*` and `list.sort.*`), in the app's language.
  const statusOptions = MILESTONE_STATUSES.map((value) => ({
    value,
    label: t(`list.status.${value}`),
  }));
  const sortOptions = MILESTONE_SORTS.map((value) => ({ value, label: t(`list.sort.${value}`) }));
  /** Each completion throws a new round of confetti (0: none yet). */
  const [celebration, setCelebration] = useState(0);

  const data = milestones.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;

  function confirmDelete() {
    if (!toDelete) return;
    remove.mutate(toDelete.id, {
      onSuccess: () => {
        setToDelete(undefined);
        setNotice(t('milestones.deleted'));
        // The last milestone of a later page went: show the page before, the new last one.
        if (data?.items.length === 1 && page > 1) setPage(page - 1);
      },
    });
  }

  return (
    <div className="space-y-5">
      {data && <MilestoneProgress completed={data.counts.completed} all={data.counts.all} />}
      <AddMilestoneForm kidId={kidId} />

      {listShown && (
        <>
          <div role="search" aria-label={t('list.label')} className="grid gap-3 sm:grid-cols-3">
            <div className="relative sm:col-span-3">
              <TextField
                label={t('list.search')}
                type="search"
                value={search}
                placeholder={t('list.searchPlaceholder')}
                onChange={(event) => setSearch(event.target.value)}
              />
              <Search
                aria-hidden="true"
                className="pointer-events-none absolute right-3 bottom-3.5 size-4 text-ink-500"
              />
            </div>
            <Select
              label={t('list.status')}
              options={statusOptions}
              value={status}
              onChange={(event) => setStatus(event.target.value as MilestoneStatus)}
            />
            <Select
              label={t('list.sort')}
              options={sortOptions}
              value={sort}
              onChange={(event) => setSort(event.target.value as MilestoneSort)}
            />
            <Select
              label={t('list.perPage')}
              options={PAGE_SIZE_OPTIONS}
              value={String(pageSize)}
              onChange={(event) => setPageSize(Number(event.target.value))}
            />
          </div>

          {notice && <StatusMessage>{notice}</StatusMessage>}

          <QueryStatus
            query={milestones}
            loading={t('list.loading')}
            failed={(error) =>
              `${t('milestones.milestonesLoadFailed')} (${localize(error.message)})`
            }
          />
          {data && data.items.length === 0 && !milestones.isError && (
            <p className="rounded-2xl bg-canvas px-4 py-6 text-center text-ink-700 ring-1 ring-ink-900/5">
              {t('milestones.emptyList')}
            </p>
          )}
          {data && data.items.length > 0 && (
            <ul
              aria-label={t('list.label')}
              aria-busy={milestones.isPlaceholderData}
              className="space-y-2"
            >
              {data.items.map((milestone) => (
                <MilestoneItem
                  key={milestone.id}
                  milestone={milestone}
                  onCompleted={() => setCelebration((count) => count + 1)}
                  onDelete={(chosen) => {
                    setNotice(undefined);
                    remove.reset();
                    setToDelete(chosen);
                  }}
                />
              ))}
            </ul>
          )}

          {data && data.total > 0 && (
            <Pager
              label={t('list.pages')}
              page={page}
              pageCount={pages}
              onPageChange={setPage}
              busy={milestones.isPlaceholderData}
            />
          )}
        </>
      )}

      {celebration > 0 && <ConfettiBurst key={celebration} />}
      <ConfirmDialog
        open={toDelete !== undefined}
        title={t('list.deleteTitle')}
        description={
          <>
            <strong className="break-words">{toDelete?.title}</strong>
            <br />
            {t('milestones.deleteConfirm')}
          </>
        }
        confirmLabel={t('common.delete')}
        pendingLabel={t('common.deleting')}
        isPending={remove.isPending}
        error={remove.isError ? t('milestones.deleteFailed') : undefined}
        onConfirm={confirmDelete}
        onCancel={() => setToDelete(undefined)}
      />
    </div>
  );
}
