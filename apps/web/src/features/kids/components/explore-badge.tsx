import { Globe, Lock } from 'lucide-react';
import { kidsCatalogue } from '@nestling/shared';
import { cn } from '@/lib/cn';
import { useTranslation } from '@/lib/i18n/use-translation';

/**
 * Whether a kid's card is in Explore (product.md: private by default; "Show in Explore" makes
 * the public card visible to verified parents).
 */
export function ExploreBadge({
  public: isPublic,
  className,
}: {
  public: boolean;
  className?: string;
}) {
  const { t } = useTranslation(kidsCatalogue);
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-bold whitespace-nowrap ring-1 ring-inset',
        isPublic
          ? 'bg-accent-50 text-accent-700 ring-accent-200'
          : 'bg-brand-50 text-brand-800 ring-brand-200',
        className,
      )}
    >
      {isPublic ? (
        <Globe aria-hidden="true" className="size-3.5" />
      ) : (
        <Lock aria-hidden="true" className="size-3.5" />
      )}
      {isPublic ? t('badge.public') : t('badge.private')}
    </span>
  );
}
