import { SELF_ASSESSMENT_OPTIONS, todayIsoDate } from '@nestling/shared';
import {
  Button,
  DateFieldFrame,
  FilePickerFrame,
  Select,
  TextArea,
  TextField,
} from '@/components/ui';

/** The self-assessment's four required questions, answered from SELF_ASSESSMENT_OPTIONS, in order. */
export const QUESTIONS: readonly { field: keyof typeof SELF_ASSESSMENT_OPTIONS; label: string }[] =
  [
    { field: 'moodToday', label: 'How do you feel today?' },
    { field: 'enjoyedDay', label: 'Did you enjoy your day?' },
    { field: 'schoolDay', label: 'How was school today?' },
    { field: 'bullied', label: 'Did anyone bully you today?' },
  ];

/**
 * The health log form (a new log) while its code loads (decision 055): the same fields, labels,
 * hints and button in the same layout, disabled and hidden from assistive technology, so nothing
 * moves when HealthLogForm arrives.
 */
export function HealthLogFormFrame() {
  return (
    <div aria-hidden="true" inert className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <Select
          label="Mood"
          placeholder="Select mood"
          options={SELF_ASSESSMENT_OPTIONS.moodToday}
          disabled
        />
        <TextField label="Sleep (hours)" placeholder="e.g. 9.5" disabled />
      </div>
      <DateFieldFrame label="Date" value={todayIsoDate()} />
      <TextArea label="Notes" disabled />
      <TextArea
        label="Medical info"
        rows={2}
        placeholder="Symptoms, medicine, doctor visits"
        disabled
      />
      <TextField label="Vaccination" placeholder="e.g. MMR, second dose" disabled />
      <FilePickerFrame label="Document (optional)" hint="JPG, PNG, WEBP or PDF, up to 5 MB." />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button type="button" disabled>
          Add Health Log
        </Button>
      </div>
    </div>
  );
}

/** The self-assessment form while its code loads (decision 055), as HealthLogFormFrame. */
export function SelfAssessmentFormFrame() {
  return (
    <div aria-hidden="true" inert className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        {QUESTIONS.map(({ field, label }) => (
          <Select
            key={field}
            label={label}
            required
            placeholder="Choose an answer"
            options={SELF_ASSESSMENT_OPTIONS[field]}
            disabled
          />
        ))}
      </div>
      <TextField label="What made you happy?" disabled />
      <TextField label="What made you sad?" disabled />
      <TextArea label="Anything else to tell?" rows={2} disabled />
      <div className="flex justify-end">
        <Button type="button" disabled>
          Submit Self-Assessment
        </Button>
      </div>
    </div>
  );
}
