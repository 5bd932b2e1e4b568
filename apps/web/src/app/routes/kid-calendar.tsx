import { useParams } from 'react-router';
import { parseRecordId } from '@nestling/shared';
import { InvalidKidIdPanel } from '@/features/schedule-events/components/invalid-kid-id-panel';
import { KidCalendar } from '@/features/schedule-events/components/kid-calendar';

/**
 * /dashboard/kids/:kidId/calendar (spec §2.13): the kid's calendar, or the 'Invalid Kid ID'
 * panel when the parameter is not a record id (`parseRecordId`: digits only, 1 … 2³¹ − 1;
 * nothing is loaded then). Keyed by the id, so moving to another kid starts a fresh load with
 * no message left over (spec §4 Kid calendar).
 */
export function KidCalendarRoute() {
  const kidId = parseRecordId(useParams().kidId);
  if (kidId === undefined) return <InvalidKidIdPanel />;
  return <KidCalendar key={kidId} kidId={kidId} />;
}
