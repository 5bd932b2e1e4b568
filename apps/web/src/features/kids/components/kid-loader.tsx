import type { ReactNode } from 'react';
import { kidsCatalogue, parseRecordId, type Kid } from '@nestling/shared';
import { useKid } from '@/entities/kids/api/get-kid';
import { isApiError } from '@/lib/api-client';
import { useTranslation } from '@/lib/i18n/use-translation';
import { KidLoading } from './kid-loading';
import { KidNotFound } from './kid-not-found';

/**
 * Loads one kid for a kid page: 'Loading kid profile...' first, then `children(kid)`, or the
 * not-found panel when the id is not a record id (`parseRecordId`; nothing is asked of the
 * server then) or the kid cannot be loaded (another family's
 * kid answers 404 like a missing one, so it looks the same); other failures offer a retry.
 * @param kidIdParam the raw `:kidId` route parameter
 */
export function KidLoader({
  kidIdParam,
  children,
}: {
  kidIdParam: string | undefined;
  children: (kid: Kid) => ReactNode;
}) {
  const { t } = useTranslation(kidsCatalogue);
  const kidId = parseRecordId(kidIdParam);
  const kid = useKid(kidId);
  if (kidId === undefined) return <KidNotFound />;
  if (kid.isPending) return <KidLoading>{t('kid.loading')}</KidLoading>;
  if (kid.isError) {
    const notFound = isApiError(kid.error) && kid.error.status === 404;
    return (
      <KidNotFound
        onRetry={notFound ? undefined : () => void kid.refetch()}
        isRetrying={kid.isFetching}
      />
    );
  }
  return children(kid.data);
}
