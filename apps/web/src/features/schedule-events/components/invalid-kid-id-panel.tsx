import { CalendarX2 } from 'lucide-react';
import { Link } from 'react-router';
import { SCHEDULE_EVENT_MESSAGES } from '@nestling/shared';
import { NoticePanel } from '@/components/layout/notice-panel';
import { buttonClasses, StatusMessage } from '@/components/ui';
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
  reason = SCHEDULE_EVENT_MESSAGES.invalidKidId,
}: InvalidKidIdPanelProps) {
  return (
    <NoticePanel icon={CalendarX2} title="Invalid Kid ID">
      <StatusMessage tone="error" className="mt-4">
        {reason}
      </StatusMessage>
      <p className="mt-4 text-ink-700">Go back to dashboard and select a valid kid profile.</p>
      <Link to={paths.kidsProfile} className={buttonClasses('primary', 'md') + ' mt-6'}>
        Go to Kids Profile
      </Link>
    </NoticePanel>
  );
}
