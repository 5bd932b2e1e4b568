import { Suspense } from 'react';
import { Languages } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { accountCatalogue, type Locale } from '@nestling/shared';
import { LanguageSelect, SectionCard, StatusMessage } from '@/components/ui';
import { notificationKeys } from '@/entities/notifications/api/notification-keys';
import { sessionQueryKey, useSession } from '@/entities/parent/api/get-session';
import { serverMessage } from '@/lib/api-client';
import { LocaleProvider, useLocale } from '@/lib/i18n/locale-context';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useUpdateParentProfile } from '../api/update-parent-profile';

/**
 * Settings' language card (issue 28, decision 074): the app's language, said at once and saved
 * alone (PATCH /api/parents/edit with `locale` only, so a profile without a date of birth or
 * gender saves it too), so the app, on any device, and the server's answers speak it (the
 * notifications in the cache are fetched again, in it). The card
 * speaks the chosen language (its `lang`).
 */
export function LanguageCard() {
  const { parent } = useSession();
  return (
    <LocaleProvider savedLocale={parent?.locale}>
      <Suspense fallback={null}>
        <LanguageCardContent />
      </Suspense>
    </LocaleProvider>
  );
}

function LanguageCardContent() {
  const { parent } = useSession();
  const { locale, chooseLocale } = useLocale();
  const { t, localize } = useTranslation(accountCatalogue);
  const queryClient = useQueryClient();
  const save = useUpdateParentProfile((updated) => {
    queryClient.setQueryData(sessionQueryKey, updated);
    // The server says the notifications in the reader's language when it lists them (issue 28).
    void queryClient.invalidateQueries({ queryKey: notificationKeys.all });
  });

  function choose(next: Locale) {
    chooseLocale(next);
    if (parent) save.mutate({ locale: next });
  }

  const failure = save.isError ? serverMessage(save.error) : undefined;
  return (
    <SectionCard
      title={t('field.language')}
      icon={<Languages aria-hidden="true" className="size-5 text-brand-700" />}
    >
      <div className="space-y-3" lang={locale}>
        <LanguageSelect
          label={t('field.language')}
          value={locale}
          onChange={choose}
          languageName={(language) => t(`language.${language}`)}
          disabled={save.isPending}
        />
        <p className="text-sm text-ink-600">{t('language.hint')}</p>
        {save.isError && (
          <StatusMessage tone="error">
            {failure ? localize(failure) : t('language.saveFailed')}
          </StatusMessage>
        )}
      </div>
    </SectionCard>
  );
}
