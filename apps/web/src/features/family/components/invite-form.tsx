import { useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  createFamilyInvitationSchema,
  familyCatalogue,
  type CreateFamilyInvitationRequest,
} from '@nestling/shared';
import { Button, EmailField, Form, StatusMessage, type FormStatus } from '@/components/ui';
import { isApiError } from '@/lib/api-client';
import { schemaResolver, showServerDetails } from '@/lib/forms/schema-resolver';
import { useInviteToFamily } from '../api/family-api';
import { useTranslation } from '@/lib/i18n/use-translation';
import { RoleChoice } from './role-choice';

interface InviteValues {
  email: string;
  role: string;
}

const resolver = schemaResolver<InviteValues, typeof createFamilyInvitationSchema>(
  createFamilyInvitationSchema,
);

const EMPTY: InviteValues = { email: '', role: 'caregiver' };

/**
 * The invitation form of the Family screen (a guardian's; decision 048's one form approach):
 * the e-mail and the role, each role explained in one line, checked with the shared
 * `createFamilyInvitationSchema`. On success the form empties and says where the link went;
 * the server's refusal (already a member, the mail cap's RATE_LIMITED, GUARDIAN_ONLY) shows as
 * its text, a field's under the field.
 */
export function InviteForm() {
  const invitation = useInviteToFamily();
  const form = useForm({ resolver, defaultValues: EMPTY });
  const [status, setStatus] = useState<FormStatus>();
  const { t, localize } = useTranslation(familyCatalogue);

  function submit(request: CreateFamilyInvitationRequest) {
    if (invitation.isPending) return;
    setStatus(undefined);
    invitation.mutate(request, {
      onSuccess: (sent) => {
        form.reset(EMPTY);
        setStatus({ tone: 'success', text: t('invite.sent', { email: sent.email }) });
      },
      onError: (error) => {
        setStatus({ tone: 'error', text: localize(error.message) });
        if (isApiError(error)) showServerDetails(error.details, form.setError);
      },
    });
  }

  return (
    <Form form={form} onSubmit={submit} className="space-y-4">
      <p className="text-sm text-ink-700">{t('invite.text')}</p>
      <EmailField label={t('invite.email')} disabled={invitation.isPending} />
      <RoleChoice disabled={invitation.isPending} />
      {status && <StatusMessage tone={status.tone}>{status.text}</StatusMessage>}
      <Button type="submit" disabled={invitation.isPending} isLoading={invitation.isPending}>
        {invitation.isPending ? t('invite.sending') : t('invite.send')}
      </Button>
    </Form>
  );
}
