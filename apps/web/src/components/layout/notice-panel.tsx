import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { Card } from '@/components/ui';

export interface NoticePanelProps {
  /** A decorative icon above the heading (hidden from screen readers). */
  icon: LucideIcon;
  /** The page's heading (h1). */
  title: string;
  /** The start of the document title ('… · Nestling'); default the heading. */
  documentTitle?: string;
  /** What went wrong and the ways forward (texts, status line, buttons, links). */
  children: ReactNode;
}

/**
 * A page that stands in for a screen that cannot be shown — a kid that cannot be loaded, a
 * route parameter that is not a kid id, a section still to come: an icon, the heading and the
 * ways forward, centred in one card.
 */
export function NoticePanel({
  icon: Icon,
  title,
  documentTitle = title,
  children,
}: NoticePanelProps) {
  return (
    <Card className="mx-auto max-w-xl text-center">
      <title>{`${documentTitle} · Nestling`}</title>
      <span
        aria-hidden="true"
        className="mx-auto flex size-16 items-center justify-center rounded-3xl bg-accent-50 text-accent-700 ring-1 ring-accent-200"
      >
        <Icon className="size-8" />
      </span>
      <h1 className="mt-4 text-2xl font-extrabold tracking-tight text-ink-900">{title}</h1>
      {children}
    </Card>
  );
}
