import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { LocateFixed } from 'lucide-react';
import {
  placesCatalogue,
  setFamilyAreaSchema,
  type FamilyArea,
  type Place,
  type SetFamilyAreaRequest,
} from '@nestling/shared';
import { Button, Form, StatusMessage, type FormStatus } from '@/components/ui';
import { useFormField } from '@/components/ui/form';
import { schemaResolver } from '@/lib/forms/schema-resolver';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useSetFamilyArea } from '../api/home-area-api';
import { LOCATE_ERROR } from '../utils/locate-error';
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
  const { t } = useTranslation(placesCatalogue);
  return (
    <PlaceCombobox
      label={t('places.homeArea')}
      hint={t('places.homeAreaHint')}
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
 * typed text that is not a place of the list is refused ("Choose a place from the list.") —
 * or the place nearest to the browser's position, picked on this device ("Use my location",
 * decision 064).
 */
export function HomeAreaForm({ current }: { current: FamilyArea | null }) {
  const setArea = useSetFamilyArea();
  const form = useForm({ resolver, defaultValues: { place: null } as HomeAreaValues });
  const [status, setStatus] = useState<FormStatus>();
  const hintId = useId();
  const [locating, setLocating] = useState(false);
  const { t, localize } = useTranslation(placesCatalogue);

  /**
   * "Use my location" (decision 064): only on this tap the browser is asked for its position,
   * and the nearest place is picked here from the gazetteer's static tiles; the position is
   * never sent. The place fills the field; the parent still saves it.
   */
  async function locate() {
    setLocating(true);
    setStatus(undefined);
    try {
      const { locateNearestPlace } = await import('../utils/nearest-place');
      const place = await locateNearestPlace();
      form.setValue('place', place, { shouldDirty: true });
      form.clearErrors('place');
      setStatus({ tone: 'info', text: t('places.located', { name: place.name }) });
    } catch (error) {
      // A LocateError carries the words to show; anything else (the part not loaded) is offline.
      const said = error instanceof Error && error.name === LOCATE_ERROR;
      setStatus({
        tone: 'error',
        text: said ? localize(error.message) : t('places.placesUnavailable'),
      });
    } finally {
      setLocating(false);
    }
  }

  function submit({ placeId }: SetFamilyAreaRequest) {
    if (setArea.isPending) return;
    setStatus(undefined);
    setArea.mutate(placeId, {
      onSuccess: () => setStatus({ tone: 'success', text: t('places.saved') }),
      onError: (error) => setStatus({ tone: 'error', text: localize(error.message) }),
    });
  }

  return (
    <Form form={form} onSubmit={submit} errorText={localize} className="space-y-4">
      <PlaceField
        disabled={setArea.isPending || locating}
        {...(current ? { initialText: current.name } : {})}
      />
      <div className="space-y-1">
        <Button
          type="button"
          variant="secondary"
          onClick={() => void locate()}
          disabled={locating || setArea.isPending}
          isLoading={locating}
          aria-describedby={hintId}
        >
          {!locating && <LocateFixed aria-hidden="true" className="size-5" />}
          {locating ? t('places.locating') : t('places.useMyLocation')}
        </Button>
        <p id={hintId} className="text-sm text-ink-600">
          {t('places.useMyLocationHint')}
        </p>
      </div>
      {status && <StatusMessage tone={status.tone}>{status.text}</StatusMessage>}
      <Button type="submit" disabled={setArea.isPending || locating} isLoading={setArea.isPending}>
        {t('places.save')}
      </Button>
    </Form>
  );
}
