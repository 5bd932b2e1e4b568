import type { ReactNode } from 'react';
import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { cn } from '@/lib/cn';

export interface PageHeaderProps {
  /** The page's heading (its one h1). */
  title: ReactNode;
  /** A short line above the title naming the section, e.g. "Kids Profile". */
  eyebrow?: string;
  /** One line under the title. */
  description?: ReactNode;
  /** Where "back" leads, and its words (e.g. "Back to Kids Profile"). */
  back?: { to: string; label: string };
  /** Buttons or links at the header's end (e.g. "Add New Kid", the profile menu). */
  actions?: ReactNode;
  /**
   * The start of the document title ('… · Nestling'); omitted: the title when it is text (as
   * NoticePanel does); null: none is set here (the route sets it).
   */
  documentTitle?: string | null;
  className?: string;
}

/**
 * The one page header of the app (issue 9): an optional back link (always the same look, an
 * arrow and words, above the title), an optional eyebrow, the title as the page's h1, an
 * optional line under it, and actions at the end (beside the title from 640 px, under it on a
 * phone).
 */
export function PageHeader({
  title,
  eyebrow,
  description,
  back,
  actions,
  documentTitle,
  className,
}: PageHeaderProps) {
  const shownTitle =
    documentTitle === undefined && typeof title === 'string' ? title : documentTitle;
  return (
    <header className={cn('space-y-3', className)}>
      {shownTitle !== null && <title>{`${shownTitle} · Nestling`}</title>}
      {back && (
        <Link
          to={back.to}
          className="inline-flex min-h-9 items-center gap-1.5 rounded-lg text-sm font-semibold text-brand-700 hover:text-brand-800 hover:underline hover:underline-offset-4"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          {back.label}
        </Link>
      )}
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0 flex-1 basis-64">
          {eyebrow && (
            <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
              {eyebrow}
            </p>
          )}
          <h1
            className={cn(
              'text-3xl font-extrabold tracking-tight break-words text-ink-900 sm:text-4xl',
              eyebrow && 'mt-1',
            )}
          >
            {title}
          </h1>
          {description && <div className="mt-2 text-ink-600">{description}</div>}
        </div>
        {actions && <div className="flex max-w-full flex-wrap items-center gap-3">{actions}</div>}
      </div>
    </header>
  );
}
