import { Button, DateTimeFieldFrame, TextArea, TextField } from '@/components/ui';

/**
 * The kid calendar's add form while its code loads (decision 055): the same fields and button,
 * disabled and hidden from assistive technology, in the form's layout — nothing moves when the
 * form arrives.
 */
export function KidEventFormFrame() {
  return (
    <div aria-hidden="true" inert className="space-y-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <DateTimeFieldFrame label="Date and time" placeholder="Pick a date and time" />
        <TextField label="Event Title" disabled required />
      </div>
      <TextArea label="Notes (optional)" rows={3} disabled />
      <Button type="button" className="w-full sm:w-auto" disabled>
        Add Event
      </Button>
    </div>
  );
}
