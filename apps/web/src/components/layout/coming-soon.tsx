import type { LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui';
import { NoticePanel } from './notice-panel';

export interface ComingSoonProps {
  title: string;
  description: string;
  /** The section's decorative icon. */
  icon: LucideIcon;
  /** Where "Back to dashboard" leads. */
  backTo: string;
}

/**
 * The honest placeholder of a section a later release builds: it names the section, says what
 * it will be for, and shows no data (issue 2 §6).
 */
export function ComingSoon({ title, description, icon, backTo }: ComingSoonProps) {
  return (
    <NoticePanel icon={icon} title={title}>
      <p className="mt-3 inline-flex items-center gap-2 rounded-full bg-accent-100 px-3 py-1 text-sm font-bold text-accent-700">
        This section is coming soon
      </p>
      <p className="mx-auto mt-4 max-w-md text-ink-700">{description}</p>
      <p className="mx-auto mt-2 max-w-md text-sm text-ink-600">
        We&apos;re building it now. Nothing here is live yet, so there is nothing to show — your
        family&apos;s data is safe where it is.
      </p>
      <Link to={backTo} className={buttonClasses('primary', 'md') + ' mt-7'}>
        Back to dashboard
      </Link>
    </NoticePanel>
  );
}
