import { useId } from 'react';
import { Settings } from 'lucide-react';
import { Card, ThemeSwitch } from '@/components/ui';

/**
 * The parent's settings on the parent hub (issue 9): for now the Appearance choice — System,
 * Light or Dark — kept on this device.
 */
export function SettingsCard() {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <Card className="space-y-4 p-4 sm:p-8">
        <h2
          id={headingId}
          className="flex items-center gap-2 text-xl font-extrabold tracking-tight text-ink-900"
        >
          <Settings aria-hidden="true" className="size-5 text-brand-700" />
          Settings
        </h2>
        <ThemeSwitch />
      </Card>
    </section>
  );
}
