import { useParams } from 'react-router';
import { InvalidKidIdPanel } from '@/features/schedules/components/invalid-kid-id-panel';
import { KidCalendar } from '@/features/schedules/components/kid-calendar';
import { parseKidId } from '@/features/schedules/utils/kid-id';

/**
 * /dashboard/kids/:kidId/calendar (spec §2.13): the kid's calendar, or the 'Invalid Kid ID'
 * panel when the parameter is not a number (nothing is loaded then). Keyed by the id, so moving
 * to another kid starts a fresh load with no message left over (spec §4 Kid calendar).
 */
export function KidCalendarRoute() {
  const kidId = parseKidId(useParams().kidId);
  if (kidId === undefined) return <InvalidKidIdPanel />;
  return <KidCalendar key={kidId} kidId={kidId} />;
}
