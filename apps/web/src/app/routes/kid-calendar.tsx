import { Suspense } from 'react';
import { useParams } from 'react-router';
import { calendarCatalogue, parseRecordId } from '@nestling/shared';
import { LazyInvalidKidIdPanel } from '@/features/schedule-events/components/lazy-invalid-kid-id-panel';
import { KidCalendar } from '@/features/schedule-events/components/kid-calendar';
import { LocalizedScreen } from '../localized-screen';

/**
 * /dashboard/kids/:kidId/calendar (spec §2.13): the kid's calendar, or the 'Invalid Kid ID'
 * panel (its code loaded then) when the parameter is not a record id (`parseRecordId`: digits
 * only, 1 … 2³¹ − 1; no data is loaded then), in the parent's language (issue 28). Keyed by the
 * id, so moving to another kid starts a fresh load with no message left over (spec §4 Kid
 * calendar).
 */
export function KidCalendarRoute() {
  const kidId = parseRecordId(useParams().kidId);
  return (
    <LocalizedScreen catalogue={calendarCatalogue}>
      {kidId === undefined ? (
        <Suspense fallback={null}>
          <LazyInvalidKidIdPanel.Component />
        </Suspense>
      ) : (
        <KidCalendar key={kidId} kidId={kidId} />
      )}
    </LocalizedScreen>
  );
}
