import { Spinner } from '@/components/ui';

/** The kid screens' loading line (spec §2.12: a loading text first), announced politely. */
export function KidLoading({ children }: { children: string }) {
  return (
    <p
      role="status"
      className="flex items-center justify-center gap-3 py-16 text-lg font-semibold text-brand-800"
    >
      <Spinner className="size-6 text-brand-600" /> {children}
    </p>
  );
}
