import type { UseFormReturn } from 'react-hook-form';
import {
  EVENT_DESCRIPTION_MAX,
  EVENT_TITLE_MAX,
  calendarCatalogue,
  SCHEDULE_EVENT_MESSAGES,
  type Kid,
  type ScheduleEventCreate,
} from '@nestling/shared';
import {
  Button,
  Form,
  FormSelect,
  FormTextArea,
  FormTextField,
  FormTimeField,
  type ClockKind,
} from '@/components/ui';
import { useTranslation } from '@/lib/i18n/use-translation';
import { scheduleCardErrorText, type ScheduleCardValues } from '../utils/schedule-card-form';

export interface AddScheduleEventFormProps {
  /** The form's id (the Add Schedule toggle controls it). */
  id: string;
  /** The form's state, kept by the card so what was typed survives hiding the form. */
  form: UseFormReturn<ScheduleCardValues, unknown, ScheduleEventCreate>;
  clock: ClockKind;
  isSaving: boolean;
  /** Adds the event once the form's check passed. */
  onSave: () => void;
  /** Shows a refusal on the card's status line. */
  onStatus: (text: string) => void;
  /** The parent's kids, to give the event to one (optional); undefined while they load. */
  kids: readonly Pick<Kid, 'id' | 'name'>[] | undefined;
  /** Closes the form (its Cancel button); the card gives focus back to its toggle. */
  onCancel: () => void;
}

/**
 * The parent hub's 'Add a schedule' form (spec §2.10, §5 Parent-hub schedule add): Title, Notes
 * (optional), For (optional: the whole family or one kid, issue 9), Time (default 09:00 on the
 * locale's clock), Save Schedule and Cancel, adding an event on the selected day
 * (scheduleCardResolver). A missing title or time says '❌ Please fill in all fields.'; a time
 * out of range says the time rule's message under the field.
 */
export function AddScheduleEventForm({
  id,
  form,
  clock,
  isSaving,
  onSave,
  onStatus,
  kids,
  onCancel,
}: AddScheduleEventFormProps) {
  const { t } = useTranslation(calendarCatalogue);
  return (
    <Form
      id={id}
      form={form}
      onSubmit={onSave}
      onInvalid={(errors) => {
        const missing = [errors.title?.message, errors.time?.message].some(
          (message) => message !== undefined && scheduleCardErrorText(message) === undefined,
        );
        if (missing) onStatus(SCHEDULE_EVENT_MESSAGES.hubFillAll);
      }}
      errorText={scheduleCardErrorText}
      aria-label={t('hub.formLabel')}
      className="space-y-4 rounded-2xl bg-canvas p-4 ring-1 ring-ink-900/5"
    >
      <FormTextField
        label={t('hub.title')}
        name="title"
        autoComplete="off"
        required
        maxLength={EVENT_TITLE_MAX}
      />
      <FormTextArea
        label={t('form.notes')}
        name="notes"
        rows={3}
        maxLength={EVENT_DESCRIPTION_MAX}
      />
      {kids && kids.length > 0 && (
        <FormSelect
          label={t('hub.for')}
          name="kidId"
          options={[
            { value: '', label: t('hub.wholeFamily') },
            ...kids.map((kid) => ({ value: String(kid.id), label: kid.name })),
          ]}
        />
      )}
      <FormTimeField label={t('hub.time')} name="time" required clock={clock} />
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button
          type="submit"
          className="w-full sm:w-auto"
          disabled={isSaving || form.formState.isSubmitting}
          isLoading={isSaving}
        >
          {t('hub.save')}
        </Button>
        <Button variant="ghost" className="w-full sm:w-auto" onClick={onCancel}>
          {t('hub.cancel')}
        </Button>
      </div>
    </Form>
  );
}
