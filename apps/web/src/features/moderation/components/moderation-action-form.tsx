import { useForm } from 'react-hook-form';
import { MODERATION_ACTIONS, moderationActionSchema, moderationCatalogue } from '@nestling/shared';
import { Button, Form, FormSelect, FormTextField, StatusMessage } from '@/components/ui';
import { serverMessage } from '@/lib/api-client';
import { schemaResolver } from '@/lib/forms/schema-resolver';
import { LocalizeContext } from '@/lib/i18n/localize-context';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useActOnReport } from '../api/moderation-api';

const resolver = schemaResolver(moderationActionSchema);

/**
 * One action form of a report: the action and its required reason (issue 27, decision 060).
 * A module of its own, loaded as the Moderation screen mounts (decision 063): react-hook-form
 * and the form fields stay off the screen's first-load JS.
 */
export function ModerationActionForm({ reportId }: { reportId: number }) {
  const { t, localize } = useTranslation(moderationCatalogue);
  const actionOptions = MODERATION_ACTIONS.map((action) => ({
    value: action,
    label: t(`actions.${action}`),
  }));
  const form = useForm({ resolver, defaultValues: { action: 'dismiss' as const, reason: '' } });
  const acting = useActOnReport(reportId);
  return (
    <LocalizeContext value={localize}>
      <Form
        form={form}
        onSubmit={(request) => acting.mutate(request)}
        className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_minmax(0,2fr)_auto] sm:items-end"
      >
        <FormSelect
          name="action"
          label={t('moderation.actionLabel')}
          options={actionOptions}
          disabled={acting.isPending}
        />
        <FormTextField
          name="reason"
          label={t('moderation.actionReasonLabel')}
          maxLength={1000}
          disabled={acting.isPending}
        />
        <Button type="submit" isLoading={acting.isPending}>
          {t('moderation.apply')}
        </Button>
        {acting.isError && (
          <StatusMessage tone="error" className="sm:col-span-3">
            {localize(serverMessage(acting.error) ?? t('moderation.actionFailed'))}
          </StatusMessage>
        )}
      </Form>
    </LocalizeContext>
  );
}
