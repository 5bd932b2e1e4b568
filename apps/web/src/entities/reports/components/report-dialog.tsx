import { Ban } from 'lucide-react';
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
  /**
   * The block offered once the report is sent: the family's first name, and what blocking
   * does — the caller opens the block confirmation (`BlockFamilyDialog` of entities/blocks)
   * for the card's kid (Explore) or the reported parent (the chat, My Requests).
   */
  block: { firstName: string; onBlock: () => void };
}

/**
 * The Report dialog (issue 27, decision 060): the reason (spam, inappropriate content,
 * harassment, a concern for a child's safety, other) and an optional note, checked by the
 * shared reportCreateSchema. Once sent it says so — the family is not told who reported — and
 * offers to block the family (issue 27: "Reporting also offers to block"): a button to the
 * caller's block confirmation (`block`). The one Report dialog of the chat, Explore's cards and My Requests, loaded when
 * first opened (`LazyReportDialog`, decision 055).
 */
export function ReportDialog({ target, onClose, block }: ReportDialogProps) {
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
          <p className="text-sm text-ink-700">{REPORT_MESSAGES.blockOffer(block.firstName)}</p>
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button type="button" variant="secondary" onClick={close}>
              {REPORT_MESSAGES.close}
            </Button>
            <Button type="button" variant="danger" onClick={block.onBlock}>
              <Ban aria-hidden="true" className="size-4" />
              {REPORT_MESSAGES.blockFamily(block.firstName)}
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
            placeholder={REPORT_MESSAGES.reasonPlaceholder}
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
              {REPORT_MESSAGES.cancel}
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
