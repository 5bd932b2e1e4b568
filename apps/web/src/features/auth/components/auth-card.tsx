import type { ReactNode } from 'react';
import { Card } from '@/components/ui';

export interface AuthCardProps {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  /** Links under the card body (e.g. "Back to login"). */
  footer?: ReactNode;
}

/** The card every account screen sits in: a heading, a line of context, the form, links. */
export function AuthCard({ title, description, children, footer }: AuthCardProps) {
  return (
    <Card className="w-full">
      <h1 className="text-2xl font-extrabold tracking-tight text-ink-900 sm:text-3xl">{title}</h1>
      {description && <p className="mt-2 text-ink-600">{description}</p>}
      <div className="mt-6">{children}</div>
      {footer && (
        <div className="mt-6 border-t border-ink-900/10 pt-5 text-center text-sm text-ink-700">
          {footer}
        </div>
      )}
    </Card>
  );
}
