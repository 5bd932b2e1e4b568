import { Settings } from 'lucide-react';
import { ThemeSwitch, SectionCard } from '@/components/ui';

export interface SettingsCardProps {
  /** The card's heading, in the screen's language ("Display"). */
  title: string;
}

/**
 * The settings screen's display card (issue 9): the Appearance choice — System, Light or Dark —
 * kept on this device. (It stood on the parent hub until issue 29 moved every setting to
 * /dashboard/settings.)
 */
export function SettingsCard({ title }: SettingsCardProps) {
  return (
    <SectionCard
      title={title}
      icon={<Settings aria-hidden="true" className="size-5 text-brand-700" />}
    >
      <ThemeSwitch />
    </SectionCard>
  );
}
