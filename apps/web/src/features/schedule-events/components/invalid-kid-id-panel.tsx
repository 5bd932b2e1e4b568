import { CalendarX2 } from 'lucide-react';
import { Link } from 'react-router';
import { calendarCatalogue } from '@nestling/shared';
import { NoticePanel } from '@/components/layout/notice-panel';
import { buttonClasses, StatusMessage } from '@/components/ui';
import { paths } from '@/config/paths';
import { useTranslation } from '@/lib/i18n/use-translation';

export interface InvalidKidIdPanelProps {
  /** The status line; default '❌ Invalid or missing kid ID.' (spec §5 Kid calendar). */
  reason?: string;
}

/**
 * The kid calendar's 'Invalid Kid ID' panel (spec §2.13): shown instead of the calendar when the
 * route's kidId is missing or not a number (nothing is loaded then), and when no kid of this
 * parent has that id.
 */
export function InvalidKidIdPanel({ reason }: InvalidKidIdPanelProps) {
  const { t } = useTranslation(calendarCatalogue);
  return (
    <NoticePanel icon={CalendarX2} title={t('invalid.title')}>
      <StatusMessage tone="error" className="mt-4">
        {reason ?? t('scheduleEvent.invalidKidId')}
      </StatusMessage>
      <p className="mt-4 text-ink-700">{t('invalid.text')}</p>
      <Link to={paths.kidsProfile} className={buttonClasses('primary', 'md') + ' mt-6'}>
        {t('invalid.toKidsProfile')}
      </Link>
    </NoticePanel>
  );
}
