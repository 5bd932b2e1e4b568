import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from './button';
import { commonCatalogue } from '@nestling/shared';
import { useTranslation } from '@/lib/i18n/use-translation';

export interface PagerProps {
  /** The page shown, from 1. */
  page: number;
  /** How many pages there are (at least 1). */
  pageCount: number;
  onPageChange: (page: number) => void;
  /** The navigation's accessible name, e.g. "Milestone pages". */
  label: string;
  /** True while a page loads: Prev and Next wait. */
  busy?: boolean;
}

/**
 * The one pager of a paged list (spec §2.15 milestones, §2.16 notifications): Prev, "Page {n}
 * of {m}" (announced politely when it changes) and Next, each disabled at its end or while a
 * page loads.
 */
export function Pager({ page, pageCount, onPageChange, label, busy = false }: PagerProps) {
  const { t } = useTranslation(commonCatalogue);
  const shown = Math.min(page, pageCount);
  return (
    // Wraps when a language's longer words leave no room for the three in a row (a phone's card).
    <nav aria-label={label} className="flex flex-wrap items-center justify-center gap-3">
      <Button
        variant="secondary"
        size="sm"
        disabled={shown <= 1 || busy}
        onClick={() => onPageChange(shown - 1)}
      >
        <ChevronLeft aria-hidden="true" className="size-4" /> {t('pager.previous')}
      </Button>
      <p aria-live="polite" className="text-sm font-semibold text-ink-700">
        {t('pager.page', { page: shown, count: pageCount })}
      </p>
      <Button
        variant="secondary"
        size="sm"
        disabled={shown >= pageCount || busy}
        onClick={() => onPageChange(shown + 1)}
      >
        {t('pager.next')} <ChevronRight aria-hidden="true" className="size-4" />
      </Button>
    </nav>
  );
}
