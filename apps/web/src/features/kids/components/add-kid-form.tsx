import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { kidFormsCatalogue, todayIsoDate, type Kid, type KidFields } from '@nestling/shared';
import { Button, Form, StatusMessage } from '@/components/ui';
import { isApiError, isConnectionFailure, serverMessage } from '@/lib/api-client';
import { showServerDetails } from '@/lib/forms/schema-resolver';
import { useTranslation, type Translate } from '@/lib/i18n/use-translation';
import { useCreateKid } from '../api/create-kid';
import {
  EMPTY_KID_FORM,
  kidFieldErrorText,
  kidFormResolver,
  kidFormSummary,
} from '../utils/kid-form';
import { KidFormFields } from './kid-form-fields';

export interface AddKidFormProps {
  /** False when no parent is signed in: saving then says 'You must be logged in to add a kid profile.' */
  signedIn: boolean;
  /** True when the parent already keeps the most kid profiles allowed. */
  limitReached?: boolean;
  /** Called after a kid was saved (the form has already cleared itself). */
  onSaved: (kid: Kid) => void;
  /** Called when a save starts, so an earlier success line can be cleared. */
  onSaving?: () => void;
}

/**
 * The failure text of a save (spec §8.2 Add kid): 'Could not connect to the server.' when no
 * answer came, the not-logged-in text on 401, else 'Failed to save: ' plus the server's error
 * or 'Unknown error'.
 */
export function addKidFailureText(
  error: unknown,
  { t, localize }: Translate<typeof kidFormsCatalogue>,
): string {
  if (isConnectionFailure(error)) return t('kid.connectFailed');
  if (isApiError(error) && error.status === 401) return t('kid.notLoggedIn');
  const reason = serverMessage(error);
  return t('form.saveFailed', { reason: reason ? localize(reason) : t('kid.unknownError') });
}

/**
 * The 'Add Kid Profile' form (spec §2.11, §4 Add-kid form, §5, §8.2): checks every rule with the
 * shared schema and the photo's type and size before anything is sent; 'Saving...' (disabled)
 * while the call runs; on success the fields clear and `onSaved` runs (the page reloads the
 * list, scrolls to the top and says 'Kid profile saved successfully!'); a failure message stays.
 */
export function AddKidForm({ signedIn, limitReached = false, onSaved, onSaving }: AddKidFormProps) {
  const translate = useTranslation(kidFormsCatalogue);
  const { t, localize } = translate;
  const createKid = useCreateKid();
  const [today] = useState(() => todayIsoDate());
  const [resolver] = useState(() => kidFormResolver('add', today));
  const form = useForm({ resolver, defaultValues: EMPTY_KID_FORM });
  /** The line above the button; `fromChecks`: the form's own summary, stale once edited. */
  const [failure, setFailure] = useState<{ text: string; fromChecks: boolean }>();
  const saving = createKid.isPending;

  function submit(fields: KidFields) {
    if (saving) return;
    if (!signedIn) {
      setFailure({ text: t('kid.notLoggedIn'), fromChecks: false });
      return;
    }
    setFailure(undefined);
    onSaving?.();
    createKid.mutate(
      { fields, photo: form.getValues('photo') },
      {
        onSuccess: (kid) => {
          form.reset(EMPTY_KID_FORM);
          onSaved(kid);
        },
        onError: (error) => {
          setFailure({ text: addKidFailureText(error, translate), fromChecks: false });
          if (isApiError(error)) showServerDetails(error.details, form.setError);
        },
      },
    );
  }

  if (limitReached) {
    return <StatusMessage tone="info">{t('kid.tooMany')}</StatusMessage>;
  }

  return (
    <Form
      form={form}
      onSubmit={submit}
      onInvalid={(errors) =>
        setFailure(
          signedIn
            ? { text: localize(kidFormSummary(errors)), fromChecks: true }
            : { text: t('kid.notLoggedIn'), fromChecks: false },
        )
      }
      onChange={() => {
        if (failure?.fromChecks) setFailure(undefined);
      }}
      errorText={kidFieldErrorText}
      className="space-y-6"
    >
      <KidFormFields mode="add" disabled={saving} today={today} />
      {failure && <StatusMessage tone="error">{failure.text}</StatusMessage>}
      <Button type="submit" size="lg" fullWidth disabled={saving} isLoading={saving}>
        {saving ? t('form.saving') : t('form.saveKid')}
      </Button>
    </Form>
  );
}
