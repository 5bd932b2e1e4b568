import { EVENT_DESCRIPTION_MAX, EVENT_TITLE_MAX } from '@nestling/shared';
import type { Kid } from '@nestling/shared';
import { Button, Select, TextArea, TextField, TimeField } from '@/components/ui';
import type { AddScheduleFormState } from '../hooks/use-add-schedule-form';

export interface AddScheduleFormProps {
  /** The form's id (the Add Schedule toggle controls it). */
  id: string;
  /** The form's state from useAddScheduleForm, kept by the card so hiding the form keeps it. */
  form: AddScheduleFormState;
  /** The parent's kids, to give the event to one (optional); undefined while they load. */
  kids: readonly Pick<Kid, 'id' | 'name'>[] | undefined;
  /** Closes the form (its Cancel button); the card gives focus back to its toggle. */
  onCancel: () => void;
}

/**
 * The parent hub's 'Add a schedule' form (spec §2.10): Title, Notes (optional), For (optional:
 * the whole family or one kid, issue 9), Time, Save Schedule and Cancel, adding an event on the
 * selected day (see useAddScheduleForm).
 */
export function AddScheduleForm({ id, form, kids, onCancel }: AddScheduleFormProps) {
  return (
    <form
      id={id}
      noValidate
      onSubmit={form.submit}
      aria-label="Add a schedule"
      className="space-y-4 rounded-2xl bg-canvas p-4 ring-1 ring-ink-900/5"
    >
      <TextField
        label="Title"
        name="title"
        autoComplete="off"
        required
        maxLength={EVENT_TITLE_MAX}
        aria-invalid={form.titleMissing || undefined}
        value={form.title}
        onChange={(event) => form.setTitle(event.target.value)}
      />
      <TextArea
        label="Notes (optional)"
        name="notes"
        rows={3}
        maxLength={EVENT_DESCRIPTION_MAX}
        value={form.notes}
        onChange={(event) => form.setNotes(event.target.value)}
      />
      {kids && kids.length > 0 && (
        <Select
          label="For (optional)"
          name="kidId"
          options={[
            { value: '', label: 'The whole family' },
            ...kids.map((kid) => ({ value: String(kid.id), label: kid.name })),
          ]}
          value={form.kidId}
          onChange={(event) => form.setKidId(event.target.value)}
        />
      )}
      <TimeField
        label="Time"
        required
        clock={form.clock}
        value={form.time}
        error={form.timeError}
        onChange={form.changeTime}
      />
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button
          type="submit"
          className="w-full sm:w-auto"
          disabled={form.isSaving}
          isLoading={form.isSaving}
        >
          Save Schedule
        </Button>
        <Button variant="ghost" className="w-full sm:w-auto" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
