import type { ReactNode } from 'react';
import { Spinner } from '@/components/ui';

/** A centred spinner and a line of text filling the viewport (e.g. 'Checking authentication...'). */
export function FullPageStatus({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-[60dvh] flex-1 items-center justify-center p-6">
      <p role="status" className="flex items-center gap-3 text-lg font-semibold text-brand-800">
        <Spinner className="size-6 text-brand-600" />
        {children}
      </p>
    </div>
  );
}
