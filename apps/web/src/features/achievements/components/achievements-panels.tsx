import type { ReactNode } from 'react';
import { milestonesCatalogue, type Kid } from '@nestling/shared';
import { Card, SectionTitle } from '@/components/ui';
import { useCan } from '@/entities/parent/api/use-can';
import { LocalizeContext } from '@/lib/i18n/localize-context';
import { useTranslation } from '@/lib/i18n/use-translation';
import { MilestoneSuggestionsPanel } from './milestone-suggestions-panel';
import { CertificateGallery } from './certificate-gallery';
import { CertificateUploader } from './certificate-uploader';
import { MilestonesPanel } from './milestones-panel';
import { PremiumCard } from './premium-card';

function Section({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children: ReactNode;
}) {
  const id = `section-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <Card className="space-y-5 p-5 sm:p-6" aria-labelledby={id} role="region">
      <SectionTitle id={id} title={title} description={description} />
      {children}
    </Card>
  );
}

/**
 * The panels of a kid's Achievements (spec §2.15): Milestones, Certificates (uploader and
 * gallery), AI suggestions and the premium card, in two columns on a wide screen. Drawn together
 * once the first answers are in (KidAchievementsScreen), loaded on demand (decision 055).
 */
export function AchievementsPanels({ kid }: { kid: Kid }) {
  // Premium (billing) is a guardian's (issue 24): a caregiver has no premium card.
  const { guardian } = useCan();
  const { t, localize } = useTranslation(milestonesCatalogue);
  return (
    // The forms' schema texts (a title too long…) in the app's language, too.
    <LocalizeContext value={localize}>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-start">
        <div className="space-y-6">
          <Section
            title={t('panels.milestones')}
            description={t('panels.milestonesDescription', { name: kid.name })}
          >
            <MilestonesPanel kidId={kid.id} />
          </Section>
          <Section
            title={t('panels.certificates')}
            description={t('panels.certificatesDescription')}
          >
            <CertificateUploader kidId={kid.id} />
            <CertificateGallery kidId={kid.id} />
          </Section>
        </div>
        <div className="space-y-6">
          <Section title={t('panels.suggestions')}>
            <MilestoneSuggestionsPanel kidId={kid.id} />
          </Section>
          {guardian && <PremiumCard />}
        </div>
      </div>
    </LocalizeContext>
  );
}
