import { useForm } from 'react-hook-form';
import {
  REPORT_MESSAGES,
  REPORT_REASONS,
  reportCreateSchema,
  type ReportTargetType,
} from '@nestling/shared';
import { Button, Dialog, Form, FormSelect, FormTextArea, StatusMessage } from '@/components/ui';
import { serverMessage } from '@/lib/api-client';
import { schemaResolver } from '@/lib/forms/schema-resolver';
import { useSendReport } from '../api/send-report';

const resolver = schemaResolver(reportCreateSchema);

const REASON_OPTIONS = REPORT_REASONS.map((reason) => ({
  value: reason,
  label: REPORT_MESSAGES.reasons[reason],
}));

export interface ReportDialogProps {
  /** What is reported: a family (one of its parents' ids) or a message received. */
  target: { type: ReportTargetType; id: number };
  /** Hides the dialog (the caller unmounts it: a new target starts a new form). */
  onClose: () => void;
}

/**
 * The Report dialog (issue 27, decision 060): the reason (spam, inappropriate content,
 * harassment, a concern for a child's safety, other) and an optional note, checked by the
 * shared reportCreateSchema. Once sent it says so — the family is not told who reported — and
 * that blocking is also possible. Loaded when first opened (lazyPart, decision 055).
 */
export function ReportDialog({ target, onClose }: ReportDialogProps) {
  const form = useForm({
    resolver,
    // No reason chosen yet: the schema refuses the empty value with its own text.
    defaultValues: { targetType: target.type, targetId: target.id, reason: '' as never, note: '' },
  });
  const sending = useSendReport();

  function close() {
    if (sending.isPending) return;
    onClose();
  }

  const title =
    target.type === 'message' ? REPORT_MESSAGES.reportMessage : REPORT_MESSAGES.reportFamily;

  return (
    <Dialog open onClose={close} title={title}>
      {sending.isSuccess ? (
        <div className="space-y-4">
          <StatusMessage tone="success">{REPORT_MESSAGES.sent}</StatusMessage>
          <p className="text-sm text-ink-600">{REPORT_MESSAGES.alsoBlock}</p>
          <div className="flex justify-end">
            <Button type="button" onClick={close}>
              Close
            </Button>
          </div>
        </div>
      ) : (
        <Form
          form={form}
          onSubmit={(request) => {
            sending.reset();
            sending.mutate(request);
          }}
          className="space-y-4"
        >
          <FormSelect
            name="reason"
            label={REPORT_MESSAGES.reasonLabel}
            options={REASON_OPTIONS}
            placeholder="Choose a reason"
            disabled={sending.isPending}
          />
          <FormTextArea
            name="note"
            label={REPORT_MESSAGES.noteLabel}
            maxLength={1000}
            disabled={sending.isPending}
          />
          {sending.isError && (
            <StatusMessage tone="error">
              {serverMessage(sending.error) ?? REPORT_MESSAGES.failed}
            </StatusMessage>
          )}
          <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
            <Button type="button" variant="secondary" onClick={close} disabled={sending.isPending}>
              Cancel
            </Button>
            <Button type="submit" variant="danger" isLoading={sending.isPending}>
              {REPORT_MESSAGES.submit}
            </Button>
          </div>
        </Form>
      )}
    </Dialog>
  );
}
