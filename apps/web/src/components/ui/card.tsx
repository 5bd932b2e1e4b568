import { useId, type ComponentProps, type ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** A rounded surface (white, or dark in dark mode) with a soft shadow; the building block of every screen. */
export function Card({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      className={cn(
        'rounded-3xl border border-ink-900/5 bg-surface p-6 shadow-card sm:p-8',
        className,
      )}
      {...props}
    />
  );
}

export interface SectionCardProps {
  /** The section's heading (an h2), also its accessible name. */
  title: ReactNode;
  /** A decorative icon before the title, e.g. `<Download aria-hidden="true" className="size-5" />`. */
  icon: ReactNode;
  /** More classes for the card (e.g. a danger border). */
  className?: string;
  /** What the card holds, under the heading. */
  children: ReactNode;
  /** What belongs to the section but not inside the card: its dialogs. */
  after?: ReactNode;
}

/**
 * A titled card of a settings-like screen: a `<section>` named by its h2, the card with the
 * heading and its icon, then the content. The one shape of the parent hub's and the settings
 * screen's cards (calendar feed, blocked families, subscription, data download, deletion).
 */
export function SectionCard({ title, icon, className, children, after }: SectionCardProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <Card className={cn('space-y-4 p-4 sm:p-8', className)}>
        <h2
          id={headingId}
          className="flex items-center gap-2 text-xl font-extrabold tracking-tight text-ink-900"
        >
          {icon}
          {title}
        </h2>
        {children}
      </Card>
      {after}
    </section>
  );
}

/**
 * A card section's heading and its line of description: an h2 with the given id (for the
 * section's `aria-labelledby`), then the description when there is one.
 */
export function SectionTitle({
  id,
  title,
  description,
}: {
  id: string;
  title: ReactNode;
  description?: ReactNode;
}) {
  return (
    <div>
      <h2 id={id} className="text-xl font-extrabold tracking-tight text-ink-900">
        {title}
      </h2>
      {description && <p className="mt-1 text-sm text-ink-600">{description}</p>}
    </div>
  );
}
