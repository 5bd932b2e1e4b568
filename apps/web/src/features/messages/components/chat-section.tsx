import type { ReactNode } from 'react';
import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { conversationCatalogue } from '@nestling/shared';
import { buttonClasses } from '@/components/ui';
import { cn } from '@/lib/cn';
import { useTranslation } from '@/lib/i18n/use-translation';

/**
 * The frame of an open conversation: a section named by its `chat-heading`, led on a phone by
 * the link back to the friend list.
 * @param backTo where "Back to friends" leads
 */
export function ChatSection({ backTo, children }: { backTo: string; children: ReactNode }) {
  const { t } = useTranslation(conversationCatalogue);
  return (
    <section aria-labelledby="chat-heading" className="flex min-h-0 flex-1 flex-col gap-3">
      <Link to={backTo} className={cn(buttonClasses('ghost', 'sm'), 'self-start md:hidden')}>
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t('texts.backToFriends')}
      </Link>
      {children}
    </section>
  );
}
