import { useState, type FormEvent } from 'react';
import { TriangleAlert } from 'lucide-react';
import { ACCOUNT_MESSAGES, accountDeleteRequestSchema } from '@nestling/shared';
import { Button, Dialog, PasswordField, StatusMessage, SectionCard } from '@/components/ui';
import { isApiError, serverMessage } from '@/lib/api-client';
import { useDeleteAccount } from '../api/delete-account';

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
  const [password, setPassword] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const deletion = useDeleteAccount();

  function close() {
    if (deletion.isPending) return;
    setOpen(false);
    setPassword('');
    setFieldError(undefined);
    deletion.reset();
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = accountDeleteRequestSchema.safeParse({ password });
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message ?? ACCOUNT_MESSAGES.passwordRequired);
      return;
    }
    setFieldError(undefined);
    deletion.mutate(parsed.data, { onSuccess: onDeleted });
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
            <form noValidate onSubmit={submit} className="space-y-4">
              <StatusMessage tone="error">{ACCOUNT_MESSAGES.deleteWarning}</StatusMessage>
              <PasswordField
                label={ACCOUNT_MESSAGES.deletePasswordLabel}
                name="password"
                autoComplete="current-password"
                value={password}
                onChange={(event) => setPassword(event.target.value)}
                error={fieldError ?? (wrongPassword ? failure : undefined)}
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
            </form>
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
