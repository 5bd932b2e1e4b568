import { Suspense, type ReactNode } from 'react';
import { milestonesCatalogue, type Kid } from '@nestling/shared';
import { Card, SectionTitle } from '@/components/ui';
import { useCan } from '@/entities/parent/api/use-can';
import { LocalizeContext } from '@/lib/i18n/localize-context';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useAfterPaint, useInTurn } from '@/lib/after-paint';
import { lazyPart } from '@/lib/lazy-part';
import { MilestoneSuggestionsPanel } from './milestone-suggestions-panel';
import { MilestonesPanel } from './milestones-panel';
import { PremiumCard } from './premium-card';

/**
 * The Certificates section's content, a part of its own (decision 103): a browser evaluates a
 * module graph in one task, and the panels' graph — each module building its zod schemas as it
 * is evaluated — was one task of 300–430 ms at 4× CPU with the certificates' uploader, camera
 * and schemas in it (issue 29). Its code is asked for once the panels have been presented
 * (`useAfterPaint`), and the sections from it on are drawn once it has come: no frame in its
 * place, nothing below it moves.
 */
const Certificates = lazyPart(() =>
  import('./certificates-section').then((module) => module.CertificatesSection),
);

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
 * gallery), AI suggestions and the premium card, in two columns on a wide screen. Mounted once
 * the first answers are in and its code has loaded (KidAchievementsScreen; loaded on demand,
 * decision 055), then drawn section by section,
 * each in a render and commit of its own, in the page's order — Milestones (the add form, then
 * the list), Certificates, AI suggestions, premium —, each below or beside the ones before it, so none moves what is already
 * on screen (issue 29: one render of all four was a long task of 100–200 ms on a phone). The
 * Certificates' code loads after the milestones have been presented (decision 103).
 */
export function AchievementsPanels({ kid }: { kid: Kid }) {
  // Premium (billing) is a guardian's (issue 24): a caregiver has no premium card.
  const { guardian } = useCan();
  const { t, localize } = useTranslation(milestonesCatalogue);
  // 1: the milestones' progress and add form; 2: their search, list and pager; 3: the
  // certificates; 4: the AI suggestions; 5: the premium card — from 3 on, once the certificates'
  // code is in.
  const certificatesLoaded = useAfterPaint(true, Certificates);
  const shown = useInTurn(true, certificatesLoaded ? 5 : 2);
  return (
    // The forms' schema texts (a title too long…) in the app's language, too.
    <LocalizeContext value={localize}>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-start">
        <div className="space-y-6">
          <Section
            title={t('panels.milestones')}
            description={t('panels.milestonesDescription', { name: kid.name })}
          >
            <MilestonesPanel kidId={kid.id} listShown={shown >= 2} />
          </Section>
          {shown >= 3 && (
            <Section
              title={t('panels.certificates')}
              description={t('panels.certificatesDescription')}
            >
              <Suspense fallback={null}>
                <Certificates.Component kidId={kid.id} />
              </Suspense>
            </Section>
          )}
        </div>
        <div className="space-y-6">
          {shown >= 4 && (
            <Section title={t('panels.suggestions')}>
              <MilestoneSuggestionsPanel kidId={kid.id} />
            </Section>
          )}
          {shown >= 5 && guardian && <PremiumCard />}
        </div>
      </div>
    </LocalizeContext>
  );
}
