import { useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  PLACE_MESSAGES,
  setFamilyAreaSchema,
  type FamilyArea,
  type Place,
  type SetFamilyAreaRequest,
} from '@nestling/shared';
import { Button, Form, StatusMessage, type FormStatus } from '@/components/ui';
import { useFormField } from '@/components/ui/form';
import { schemaResolver } from '@/lib/forms/schema-resolver';
import { useSetFamilyArea } from '../api/home-area-api';
import { PlaceCombobox } from './place-combobox';

interface HomeAreaValues {
  place: Place | null;
}

const resolver = schemaResolver<HomeAreaValues, typeof setFamilyAreaSchema>(setFamilyAreaSchema, {
  // No place chosen is id 0, which the schema refuses with its own text ("Choose a place from
  // the list."); an absent id would be refused by the union's first branch's generic text.
  input: (values) => ({ placeId: values.place?.id ?? 0 }),
  fields: { placeId: 'place' },
});

/** The combobox bound to the form's `place` (the one form approach's field binding). */
function PlaceField({ disabled, initialText }: { disabled: boolean; initialText?: string }) {
  const { field, error } = useFormField('place');
  return (
    <PlaceCombobox
      label={PLACE_MESSAGES.homeArea}
      hint={PLACE_MESSAGES.homeAreaHint}
      error={error}
      value={field.value as Place | null}
      onChange={field.onChange}
      onBlur={field.onBlur}
      disabled={disabled}
      {...(initialText ? { initialText } : {})}
    />
  );
}

/**
 * The home area form of the Family screen (issue 30, a guardian's; decision 048's one form
 * approach): a place chosen in the typeahead, checked with the shared `setFamilyAreaSchema` —
 * typed text that is not a place of the list is refused ("Choose a place from the list.").
 */
export function HomeAreaForm({ current }: { current: FamilyArea | null }) {
  const setArea = useSetFamilyArea();
  const form = useForm({ resolver, defaultValues: { place: null } as HomeAreaValues });
  const [status, setStatus] = useState<FormStatus>();

  function submit({ placeId }: SetFamilyAreaRequest) {
    if (setArea.isPending) return;
    setStatus(undefined);
    setArea.mutate(placeId, {
      onSuccess: () => setStatus({ tone: 'success', text: PLACE_MESSAGES.saved }),
      onError: (error) => setStatus({ tone: 'error', text: error.message }),
    });
  }

  return (
    <Form form={form} onSubmit={submit} className="space-y-4">
      <PlaceField
        disabled={setArea.isPending}
        {...(current ? { initialText: current.name } : {})}
      />
      {status && <StatusMessage tone={status.tone}>{status.text}</StatusMessage>}
      <Button type="submit" disabled={setArea.isPending} isLoading={setArea.isPending}>
        {PLACE_MESSAGES.save}
      </Button>
    </Form>
  );
}
