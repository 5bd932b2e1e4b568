import { Ban } from 'lucide-react';
import { useForm } from 'react-hook-form';
import {
  REPORT_REASONS,
  reportCreateSchema,
  reportsCatalogue,
  type ReportTargetType,
} from '@nestling/shared';
import { Button, Dialog, Form, FormSelect, FormTextArea, StatusMessage } from '@/components/ui';
import { serverMessage } from '@/lib/api-client';
import { schemaResolver } from '@/lib/forms/schema-resolver';
import { LocalizeContext } from '@/lib/i18n/localize-context';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useSendReport } from '../api/send-report';

const resolver = schemaResolver(reportCreateSchema);

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
  const { t, localize } = useTranslation(reportsCatalogue);
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

  const title = target.type === 'message' ? t('reports.reportMessage') : t('reports.reportFamily');
  const reasonOptions = REPORT_REASONS.map((reason) => ({
    value: reason,
    label: t(`reasons.${reason}`),
  }));

  return (
    <Dialog open onClose={close} title={title}>
      <LocalizeContext value={localize}>
        {sending.isSuccess ? (
          <div className="space-y-4">
            <StatusMessage tone="success">{t('reports.sent')}</StatusMessage>
            <p className="text-sm text-ink-700">
              {t('reports.blockOffer', { firstName: block.firstName })}
            </p>
            <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
              <Button type="button" variant="secondary" onClick={close}>
                {t('reports.close')}
              </Button>
              <Button type="button" variant="danger" onClick={block.onBlock}>
                <Ban aria-hidden="true" className="size-4" />
                {t('reports.blockFamily', { firstName: block.firstName })}
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
              label={t('reports.reasonLabel')}
              options={reasonOptions}
              placeholder={t('reports.reasonPlaceholder')}
              disabled={sending.isPending}
            />
            <FormTextArea
              name="note"
              label={t('reports.noteLabel')}
              maxLength={1000}
              disabled={sending.isPending}
            />
            {sending.isError && (
              <StatusMessage tone="error">
                {localize(serverMessage(sending.error) ?? t('reports.failed'))}
              </StatusMessage>
            )}
            <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
              <Button
                type="button"
                variant="secondary"
                onClick={close}
                disabled={sending.isPending}
              >
                {t('reports.cancel')}
              </Button>
              <Button type="submit" variant="danger" isLoading={sending.isPending}>
                {t('reports.submit')}
              </Button>
            </div>
          </Form>
        )}
      </LocalizeContext>
    </Dialog>
  );
}
