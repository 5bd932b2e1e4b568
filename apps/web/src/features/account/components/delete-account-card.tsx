import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { TriangleAlert } from 'lucide-react';
import { ACCOUNT_MESSAGES, accountDeleteRequestSchema } from '@nestling/shared';
import { Button, Dialog, Form, PasswordField, StatusMessage, SectionCard } from '@/components/ui';
import { isApiError, serverMessage } from '@/lib/api-client';
import { schemaResolver } from '@/lib/forms/schema-resolver';
import { useDeleteAccount } from '../api/delete-account';

const resolver = schemaResolver(accountDeleteRequestSchema);

export interface DeleteAccountCardProps {
  /** After the server deleted the account: forget the local session and leave (the app layer). */
  onDeleted: () => void;
}

/**
 * "Delete my account" (issue 14; GDPR Art. 17; COPPA's parental deletion): a warning of what
 * goes, then a dialog that asks for the password. A wrong password keeps the dialog open with
 * the server's text; the password is checked by the shared schema first (not blank).
 */
export function DeleteAccountCard({ onDeleted }: DeleteAccountCardProps) {
  const [open, setOpen] = useState(false);
  const form = useForm({ resolver, defaultValues: { password: '' } });
  const deletion = useDeleteAccount();

  function close() {
    if (deletion.isPending) return;
    setOpen(false);
    form.reset();
    deletion.reset();
  }

  const wrongPassword = isApiError(deletion.error) && deletion.error.code === 'WRONG_PASSWORD';
  const failure = deletion.isError
    ? (serverMessage(deletion.error) ?? ACCOUNT_MESSAGES.deleteFailed)
    : undefined;

  return (
    <SectionCard
      title={ACCOUNT_MESSAGES.deleteTitle}
      icon={<TriangleAlert aria-hidden="true" className="size-5 text-red-700 dark:text-red-400" />}
      className="border-red-600/30"
      after={
        <>
          <Dialog open={open} onClose={close} title={ACCOUNT_MESSAGES.deleteTitle}>
            <Form
              form={form}
              onSubmit={(request) => {
                deletion.reset();
                deletion.mutate(request, {
                  onSuccess: onDeleted,
                  // The server's refusal of the password is said under the field.
                  onError: (error) => {
                    if (isApiError(error) && error.code === 'WRONG_PASSWORD')
                      form.setError('password', {
                        type: 'server',
                        message: serverMessage(error) ?? ACCOUNT_MESSAGES.wrongPassword,
                      });
                  },
                });
              }}
              className="space-y-4"
            >
              <StatusMessage tone="error">{ACCOUNT_MESSAGES.deleteWarning}</StatusMessage>
              <PasswordField
                label={ACCOUNT_MESSAGES.deletePasswordLabel}
                autoComplete="current-password"
                disabled={deletion.isPending}
              />
              {failure && !wrongPassword && <StatusMessage tone="error">{failure}</StatusMessage>}
              <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
                <Button
                  type="button"
                  variant="secondary"
                  onClick={close}
                  disabled={deletion.isPending}
                >
                  Cancel
                </Button>
                <Button type="submit" variant="danger" isLoading={deletion.isPending}>
                  {ACCOUNT_MESSAGES.deleteConfirmButton}
                </Button>
              </div>
            </Form>
          </Dialog>
        </>
      }
    >
      <p className="text-ink-700">{ACCOUNT_MESSAGES.deleteWarning}</p>
      <Button variant="danger" onClick={() => setOpen(true)}>
        {ACCOUNT_MESSAGES.deleteButton}
      </Button>
    </SectionCard>
  );
}
