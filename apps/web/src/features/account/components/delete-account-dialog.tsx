import { useForm } from 'react-hook-form';
import {
  commonCatalogue,
  settingsBelowCatalogue,
  accountDeleteRequestSchema,
} from '@nestling/shared';
import { Button, Dialog, Form, PasswordField, StatusMessage } from '@/components/ui';
import { isApiError, serverMessage } from '@/lib/api-client';
import { schemaResolver } from '@/lib/forms/schema-resolver';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useDeleteAccount } from '../api/delete-account';

const resolver = schemaResolver(accountDeleteRequestSchema);

export interface DeleteAccountDialogProps {
  /** Whether the dialog is shown. */
  open: boolean;
  /** Hides the dialog (the card's state); called by `close` once the form is reset. */
  onClose: () => void;
  /** After the server deleted the account: forget the local session and leave (the app layer). */
  onDeleted: () => void;
  /** What the deletion takes (a guardian's or a caregiver's warning, the settings area). */
  warning: string;
}

/**
 * The dialog of "Delete my account" (issue 14): the warning, the password (checked by the shared
 * schema first: not blank) and the confirm button. A wrong password keeps the dialog open with
 * the server's text under the field; closing it (not while the deletion is pending) clears the
 * form and the last failure. Loaded when the parent first opens it (decision 055).
 */
export function DeleteAccountDialog({
  open,
  onClose,
  onDeleted,
  warning,
}: DeleteAccountDialogProps) {
  const form = useForm({ resolver, defaultValues: { password: '' } });
  const deletion = useDeleteAccount();
  const { t } = useTranslation(settingsBelowCatalogue);
  const common = useTranslation(commonCatalogue);

  function close() {
    if (deletion.isPending) return;
    onClose();
    form.reset();
    deletion.reset();
  }

  const wrongPassword = isApiError(deletion.error) && deletion.error.code === 'WRONG_PASSWORD';
  const failure = deletion.isError
    ? (serverMessage(deletion.error) ?? t('account.deleteFailed'))
    : undefined;

  return (
    <Dialog open={open} onClose={close} title={t('account.deleteTitle')}>
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
                  message: serverMessage(error) ?? t('account.wrongPassword'),
                });
            },
          });
        }}
        className="space-y-4"
      >
        <StatusMessage tone="error">{warning}</StatusMessage>
        <PasswordField label={t('account.deletePasswordLabel')} disabled={deletion.isPending} />
        {failure && !wrongPassword && <StatusMessage tone="error">{failure}</StatusMessage>}
        <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
          <Button type="button" variant="secondary" onClick={close} disabled={deletion.isPending}>
            {common.t('action.cancel')}
          </Button>
          <Button type="submit" variant="danger" isLoading={deletion.isPending}>
            {t('account.deleteConfirmButton')}
          </Button>
        </div>
      </Form>
    </Dialog>
  );
}
