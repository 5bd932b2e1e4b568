import { useState } from 'react';
import { calendarCatalogue, SCHEDULE_EVENT_MESSAGES, type ScheduleEvent } from '@nestling/shared';
import { useCan } from '@/entities/parent/api/use-can';
import { Button, ConfirmDialog } from '@/components/ui';
import { cn } from '@/lib/cn';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useDeleteScheduleEvent } from '../api/delete-schedule-event';
import { eventTitle } from '../utils/event-time';

/** Deleting a listed event after a confirmation: the event asked about and the delete call. */
export interface EventDeletion {
  /** The event whose delete waits for the parent's answer, if any. */
  eventToDelete: ScheduleEvent | undefined;
  /** Opens the confirmation for an event. */
  ask: (event: ScheduleEvent) => void;
  /** Closes the confirmation without deleting. */
  cancel: () => void;
  /** Deletes the event asked about (once; ignored while a delete runs). */
  confirm: () => void;
  isPending: boolean;
}

/**
 * The state behind the events' Delete buttons and their confirmation (spec §4, §8.2): the event
 * leaves the list only once the server agreed; the confirmation closes when the call settles.
 * @param onStatus shows the outcome: 'Event deleted.' or the delete failure's text
 */
export function useEventDeletion(onStatus: (text: string) => void): EventDeletion {
  const deleteEvent = useDeleteScheduleEvent();
  const [eventToDelete, setEventToDelete] = useState<ScheduleEvent>();

  function confirm() {
    if (!eventToDelete || deleteEvent.isPending) return;
    deleteEvent.mutate(eventToDelete, {
      onSuccess: () => onStatus(SCHEDULE_EVENT_MESSAGES.deleted),
      onError: () => onStatus(SCHEDULE_EVENT_MESSAGES.deleteFailed),
      onSettled: () => setEventToDelete(undefined),
    });
  }

  return {
    eventToDelete,
    ask: setEventToDelete,
    cancel: () => setEventToDelete(undefined),
    confirm,
    isPending: deleteEvent.isPending,
  };
}

/**
 * A listed event's Delete button, named with the event's title for screen readers; it asks for
 * a confirmation and stays disabled while that event is being deleted.
 */
export function DeleteEventButton({
  event,
  deletion,
  className,
}: {
  event: ScheduleEvent;
  deletion: EventDeletion;
  /** Classes added to the button's own (e.g. its alignment in the row). */
  className?: string;
}) {
  // A caregiver deletes only the events they wrote (issue 24): none on another's.
  const { t } = useTranslation(calendarCatalogue);
  const can = useCan();
  if (!can.changeRecord(event.createdBy)) return null;
  return (
    <Button
      variant="secondary"
      size="sm"
      className={cn('shrink-0 text-danger-700', className)}
      disabled={deletion.isPending && deletion.eventToDelete?.id === event.id}
      onClick={() => deletion.ask(event)}
    >
      {t('delete.button')}
      <span className="sr-only"> {eventTitle(event, t('scheduleEvent.untitled'))}</span>
    </Button>
  );
}

/** The 'Delete event?' confirmation, open while an event waits for the parent's answer. */
export function DeleteEventDialog({ deletion }: { deletion: EventDeletion }) {
  const { t } = useTranslation(calendarCatalogue);
  return (
    <ConfirmDialog
      open={deletion.eventToDelete !== undefined}
      title={t('delete.title')}
      description={t('scheduleEvent.deleteConfirm')}
      confirmLabel={t('delete.button')}
      pendingLabel={t('delete.pending')}
      isPending={deletion.isPending}
      onConfirm={deletion.confirm}
      onCancel={deletion.cancel}
    />
  );
}
