import { Globe, Lock } from 'lucide-react';
import { cn } from '@/lib/cn';

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
      {isPublic ? 'Shown in Explore' : 'Private'}
    </span>
  );
}
