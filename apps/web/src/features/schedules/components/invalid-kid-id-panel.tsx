import { Link } from 'react-router';
import { SCHEDULE_MESSAGES } from '@nestling/shared';
import { buttonClasses, Card, StatusMessage } from '@/components/ui';
import { paths } from '@/config/paths';

export interface InvalidKidIdPanelProps {
  /** The status line; default '❌ Invalid or missing kid ID.' (spec §5 Kid calendar). */
  reason?: string;
}

/**
 * The kid calendar's 'Invalid Kid ID' panel (spec §2.13): shown instead of the calendar when the
 * route's kidId is missing or not a number (nothing is loaded then), and when no kid of this
 * parent has that id.
 */
export function InvalidKidIdPanel({
  reason = SCHEDULE_MESSAGES.invalidKidId,
}: InvalidKidIdPanelProps) {
  return (
    <Card className="mx-auto max-w-xl text-center">
      <title>Invalid Kid ID · Nestling</title>
      <span
        aria-hidden="true"
        className="mx-auto flex size-16 items-center justify-center rounded-3xl bg-accent-100 text-3xl"
      >
        📅
      </span>
      <h1 className="mt-4 text-2xl font-extrabold tracking-tight text-ink-900">Invalid Kid ID</h1>
      <StatusMessage tone="error" className="mt-4">
        {reason}
      </StatusMessage>
      <p className="mt-4 text-ink-700">Go back to dashboard and select a valid kid profile.</p>
      <Link to={paths.kidsProfile} className={buttonClasses('primary', 'md') + ' mt-6'}>
        Go to Kids Profile
      </Link>
    </Card>
  );
}
