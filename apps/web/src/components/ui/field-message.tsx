import { CircleAlert } from 'lucide-react';
import type { ReactNode } from 'react';

/** The hint line under a field (linked with aria-describedby). */
export function FieldHint({
  id,
  children,
  live = false,
}: {
  id: string;
  children: ReactNode;
  live?: boolean;
}) {
  return (
    <p id={id} className="text-sm text-ink-600" aria-live={live ? 'polite' : undefined}>
      {children}
    </p>
  );
}

/** The error line under a field (linked with aria-describedby, announced when it appears). */
export function FieldError({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p
      id={id}
      role="alert"
      className="flex items-start gap-1.5 text-sm font-medium text-danger-700"
    >
      <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>{children}</span>
    </p>
  );
}
