import { ChevronRight, Settings } from 'lucide-react';
import { Link } from 'react-router';
import { ThemeSwitch, buttonClasses, SectionCard } from '@/components/ui';
import { paths } from '@/config/paths';

export interface SettingsCardProps {
  /** The card's heading (default "Settings"; "Display" on the settings screen itself). */
  title?: string;
  /** Whether to link to the settings screen (default true: not on that screen). */
  linkToSettings?: boolean;
}

/**
 * The parent's settings on the parent hub (issue 9): the Appearance choice — System, Light or
 * Dark — kept on this device, and the way to every other setting (issue 14: data download,
 * blocked families, subscription, account deletion).
 */
export function SettingsCard({ title = 'Settings', linkToSettings = true }: SettingsCardProps) {
  return (
    <SectionCard
      title={title}
      icon={<Settings aria-hidden="true" className="size-5 text-brand-700" />}
    >
      <ThemeSwitch />
      {linkToSettings && (
        <Link to={paths.settings} className={buttonClasses('secondary', 'md')}>
          Data, subscription and account
          <ChevronRight aria-hidden="true" className="size-4" />
        </Link>
      )}
    </SectionCard>
  );
}
