import { Link } from 'react-router';
import { KID_MESSAGES } from '@nestling/shared';
import { Button, buttonClasses, Card } from '@/components/ui';
import { paths } from '@/config/paths';

export interface KidNotFoundProps {
  /** Set when the load failed for another reason than "not found": offers a retry. */
  onRetry?: () => void;
  isRetrying?: boolean;
}

/**
 * The panel of a kid that cannot be loaded (spec §2.12): 'Kid not found or an error occurred.'
 * and a button back to the kids profile. Another family's kid looks exactly like a missing one
 * (product.md). A failure that is not a 404 also says 'Failed to load kid. Please try again.'
 * (spec §8.2) and offers to try again.
 */
export function KidNotFound({ onRetry, isRetrying = false }: KidNotFoundProps) {
  return (
    <Card className="mx-auto max-w-xl text-center">
      <title>Kid not found · Nestling</title>
      <span
        aria-hidden="true"
        className="mx-auto flex size-16 items-center justify-center rounded-3xl bg-accent-50 text-3xl ring-1 ring-accent-200"
      >
        🔍
      </span>
      <h1 className="mt-4 text-2xl font-extrabold tracking-tight text-ink-900">
        {KID_MESSAGES.notFound}
      </h1>
      {onRetry && <p className="mt-2 text-ink-700">{KID_MESSAGES.loadFailed}</p>}
      <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
        {onRetry && (
          <Button
            variant="secondary"
            onClick={onRetry}
            disabled={isRetrying}
            isLoading={isRetrying}
          >
            Try again
          </Button>
        )}
        <Link to={paths.kidsProfile} className={buttonClasses('primary', 'md')}>
          Back to Kids Profile
        </Link>
      </div>
    </Card>
  );
}
