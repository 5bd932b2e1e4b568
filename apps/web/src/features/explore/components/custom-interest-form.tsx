import { useForm } from 'react-hook-form';
import { Plus } from 'lucide-react';
import {
  INTEREST_CATEGORIES,
  MAX_INTEREST_LENGTH,
  exploreFiltersCatalogue,
} from '@nestling/shared';
import { Button, Form, FormTextField } from '@/components/ui';
import { schemaResolver } from '@/lib/forms/schema-resolver';
import { LocalizeContext } from '@/lib/i18n/localize-context';
import { useTranslation } from '@/lib/i18n/use-translation';
import {
  CUSTOM_INTEREST_MESSAGES,
  addCustomInterests,
  customInterestSchema,
} from '../utils/custom-interests';
import type { InterestSidebarProps } from './interest-sidebar';

const resolver = schemaResolver(customInterestSchema);

const BUILT_IN: readonly string[] = Object.values(INTEREST_CATEGORIES).flat();

/**
 * The box that adds the parent's own interests to Explore's sidebar (spec §5 Custom interest:
 * trimmed, non-empty, not added twice; several at once separated by commas): an added interest
 * is ticked at once. Loaded on demand by InterestSidebar (decision 055).
 */
export function CustomInterestForm({ selected, custom, onChange }: InterestSidebarProps) {
  const { t, localize } = useTranslation(exploreFiltersCatalogue);
  const form = useForm({ resolver, defaultValues: { customInterest: '' } });
  const typedError = form.formState.errors.customInterest;

  function add({ customInterest }: { customInterest: string }) {
    const { custom: next, added } = addCustomInterests(customInterest, custom, BUILT_IN);
    if (added.length === 0) {
      form.setError('customInterest', { type: 'taken', message: CUSTOM_INTEREST_MESSAGES.taken });
      return;
    }
    form.reset();
    onChange({ custom: next, interests: [...selected, ...added] });
  }

  return (
    <LocalizeContext value={localize}>
      <Form form={form} onSubmit={add} className="space-y-2">
        <FormTextField
          label={t('explore.customInterestLabel')}
          name="customInterest"
          autoComplete="off"
          maxLength={MAX_INTEREST_LENGTH * 3}
          hint={typedError ? undefined : t('customInterest.hint')}
        />
        <Button type="submit" variant="secondary" size="sm" fullWidth>
          <Plus aria-hidden="true" className="size-4" />
          {t('filters.addInterest')}
        </Button>
      </Form>
    </LocalizeContext>
  );
}
