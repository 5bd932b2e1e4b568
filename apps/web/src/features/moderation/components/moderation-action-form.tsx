import { useForm } from 'react-hook-form';
import { MODERATION_ACTIONS, REPORT_MESSAGES, moderationActionSchema } from '@nestling/shared';
import { Button, Form, FormSelect, FormTextField, StatusMessage } from '@/components/ui';
import { serverMessage } from '@/lib/api-client';
import { schemaResolver } from '@/lib/forms/schema-resolver';
import { useActOnReport } from '../api/moderation-api';

const resolver = schemaResolver(moderationActionSchema);

const ACTION_OPTIONS = MODERATION_ACTIONS.map((action) => ({
  value: action,
  label: REPORT_MESSAGES.actions[action],
}));

/**
 * One action form of a report: the action and its required reason (issue 27, decision 060).
 * A module of its own, loaded as the Moderation screen mounts (decision 063): react-hook-form
 * and the form fields stay off the screen's first-load JS.
 */
export function ModerationActionForm({ reportId }: { reportId: number }) {
  const form = useForm({ resolver, defaultValues: { action: 'dismiss' as const, reason: '' } });
  const acting = useActOnReport(reportId);
  return (
    <Form
      form={form}
      onSubmit={(request) => acting.mutate(request)}
      className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_minmax(0,2fr)_auto] sm:items-end"
    >
      <FormSelect
        name="action"
        label={REPORT_MESSAGES.actionLabel}
        options={ACTION_OPTIONS}
        disabled={acting.isPending}
      />
      <FormTextField
        name="reason"
        label={REPORT_MESSAGES.actionReasonLabel}
        maxLength={1000}
        disabled={acting.isPending}
      />
      <Button type="submit" isLoading={acting.isPending}>
        {REPORT_MESSAGES.apply}
      </Button>
      {acting.isError && (
        <StatusMessage tone="error" className="sm:col-span-3">
          {serverMessage(acting.error) ?? REPORT_MESSAGES.actionFailed}
        </StatusMessage>
      )}
    </Form>
  );
}
