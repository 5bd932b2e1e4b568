import { SearchX } from 'lucide-react';
import { Link } from 'react-router';
import { kidsCatalogue } from '@nestling/shared';
import { NoticePanel } from '@/components/layout/notice-panel';
import { Button, buttonClasses } from '@/components/ui';
import { paths } from '@/config/paths';
import { useTranslation } from '@/lib/i18n/use-translation';

export interface KidNotFoundProps {
  /** Set when the load failed for another reason than "not found": offers a retry. */
  onRetry?: () => void;
  isRetrying?: boolean;
}

/**
 * The panel of a kid that cannot be loaded (spec §2.12): 'Kid not found or an error occurred.'
 * and a button back to the kids profile. Another family's kid looks exactly like a missing one
 * (product.md). A failure that is not a 404 also says 'Failed to load kid. Please try again.'
 * (spec §8.2) and offers to try again.
 */
export function KidNotFound({ onRetry, isRetrying = false }: KidNotFoundProps) {
  const { t } = useTranslation(kidsCatalogue);
  return (
    <NoticePanel icon={SearchX} title={t('kid.notFound')} documentTitle={t('kid.notFoundTitle')}>
      {onRetry && <p className="mt-2 text-ink-700">{t('kid.loadFailed')}</p>}
      <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
        {onRetry && (
          <Button
            variant="secondary"
            onClick={onRetry}
            disabled={isRetrying}
            isLoading={isRetrying}
          >
            {t('list.tryAgain')}
          </Button>
        )}
        <Link to={paths.kidsProfile} className={buttonClasses('primary', 'md')}>
          {t('kid.backToKidsProfile')}
        </Link>
      </div>
    </NoticePanel>
  );
}
