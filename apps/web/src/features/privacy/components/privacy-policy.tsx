import type { ReactNode } from 'react';
import { PRIVACY_POLICY_DATE, privacyCatalogue, type MessageKey } from '@nestling/shared';
import { PageHeader } from '@/components/ui';
import { formatLongDate } from '@/lib/dates';
import { useLocale } from '@/lib/i18n/locale-context';
import { useTranslation } from '@/lib/i18n/use-translation';

type PrivacyKey = MessageKey<typeof privacyCatalogue>;

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="scroll-mt-24">
      <h2 id={id} className="text-xl font-bold text-ink-900 sm:text-2xl">
        {title}
      </h2>
      <div className="mt-3 space-y-3 text-ink-700 [&_li]:pl-1 [&_strong]:text-ink-900 [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-5">
        {children}
      </div>
    </section>
  );
}

const SECTIONS = [
  { id: 'what-we-collect', key: 'whatWeCollect' },
  { id: 'how-we-use-data', key: 'howWeUse' },
  { id: 'how-we-protect-it', key: 'howWeProtect' },
  { id: 'your-controls', key: 'yourControls' },
  { id: 'third-parties', key: 'thirdParties' },
  { id: 'childrens-privacy', key: 'childrensPrivacy' },
  { id: 'contact', key: 'contact' },
] as const;

/** The bullets with a bold lead, by section: each key's `.label` and `.text`. */
const ITEMS = {
  collect: ['collect.account', 'collect.children', 'collect.families', 'collect.service'],
  protect: [
    'protect.private',
    'protect.transit',
    'protect.secrets',
    'protect.files',
    'protect.doors',
  ],
  controls: [
    'controls.see',
    'controls.explore',
    'controls.block',
    'controls.export',
    'controls.delete',
    'controls.rights',
  ],
  third: ['third.hosting', 'third.mail', 'third.calls', 'third.payments', 'third.ai'],
  children: [
    'children.account',
    'children.private',
    'children.street',
    'children.files',
    'children.grownUps',
    'children.noAds',
  ],
} as const;

/** A bullet with its bold lead (`<key>.label`) and its text (`<key>.text`). */
function Item({ label, text }: { label: string; text: string }) {
  return (
    <li>
      <strong>{label}</strong> {text}
    </li>
  );
}

/**
 * The policy's date: as the spec writes it in English, in words in another language.
 * @param intlLocale the app's language for Intl (`useLocale().intlLocale`)
 */
function policyDate(locale: string, intlLocale: string): string {
  if (locale === 'en') return PRIVACY_POLICY_DATE;
  const [year = 0, month = 1, day = 1] = PRIVACY_POLICY_DATE.split('-').map(Number);
  return formatLongDate(new Date(year, month - 1, day), intlLocale);
}

/**
 * Nestling's privacy policy (spec §2.17): what we collect, how we use it, how we protect it,
 * your controls, third parties, children's privacy and contact; last updated 2025-01-05. In the
 * app's language (the privacy area, loaded by this route only); GeoNames stays named as the
 * gazetteer's source (PLACE_MESSAGES.attribution).
 * @param contactEmail the privacy contact address, when the operator configured one
 */
export function PrivacyPolicy({ contactEmail }: { contactEmail?: string }) {
  const { locale, intlLocale } = useLocale();
  const { t } = useTranslation(privacyCatalogue);
  const item = (key: string) => (
    <Item key={key} label={t(`${key}.label` as PrivacyKey)} text={t(`${key}.text` as PrivacyKey)} />
  );
  return (
    <article className="space-y-10">
      <div className="space-y-3">
        <PageHeader
          eyebrow={t('header.eyebrow')}
          title={t('header.title')}
          description={
            <p className="text-sm">
              {t('header.updated')}{' '}
              <time dateTime={PRIVACY_POLICY_DATE}>{policyDate(locale, intlLocale)}</time>
            </p>
          }
        />
        <p className="text-lg text-ink-700">{t('header.intro')}</p>
        <nav
          aria-label={t('header.sections')}
          className="rounded-2xl bg-brand-50 p-4 ring-1 ring-brand-100"
        >
          <ol className="grid list-decimal gap-x-8 gap-y-1 pl-5 text-sm font-semibold text-brand-800 sm:grid-cols-2">
            {SECTIONS.map((section) => (
              <li key={section.id}>
                <a
                  href={`#${section.id}`}
                  className="underline decoration-brand-300 underline-offset-4 hover:decoration-brand-700"
                >
                  {t(`section.${section.key}`)}
                </a>
              </li>
            ))}
          </ol>
        </nav>
      </div>

      <Section id="what-we-collect" title={t('heading.whatWeCollect')}>
        <p>{t('collect.intro')}</p>
        <ul>{ITEMS.collect.map(item)}</ul>
        <p>{t('collect.noTracking')}</p>
      </Section>

      <Section id="how-we-use-data" title={t('heading.howWeUse')}>
        <ul>
          <li>{t('use.features')}</li>
          <li>{t('use.mail')}</li>
          <li>{t('use.milestones')}</li>
          <li>{t('use.safety')}</li>
        </ul>
        <p>{t('use.never')}</p>
      </Section>

      <Section id="how-we-protect-it" title={t('heading.howWeProtect')}>
        <ul>{ITEMS.protect.map(item)}</ul>
      </Section>

      <Section id="your-controls" title={t('heading.yourControls')}>
        <ul>{ITEMS.controls.map(item)}</ul>
      </Section>

      <Section id="third-parties" title={t('heading.thirdParties')}>
        <p>{t('third.intro')}</p>
        <ul>{ITEMS.third.map(item)}</ul>
        <p>{t('third.authorities')}</p>
        <p>
          <strong>{t('third.area.label')}</strong> {t('third.area.text')}{' '}
          {t('places.privacyLocation')} {t('places.attribution')}
        </p>
      </Section>

      <Section id="childrens-privacy" title={t('heading.childrensPrivacy')}>
        <p>{t('children.intro')}</p>
        <ul>{ITEMS.children.map(item)}</ul>
        <p>{t('children.direct')}</p>
      </Section>

      <Section id="contact" title={t('heading.contact')}>
        <p>
          {t('contact.questions')}{' '}
          {contactEmail ? (
            <>
              {t('contact.writeTo')}{' '}
              <a
                href={`mailto:${contactEmail}`}
                className="font-semibold text-brand-700 underline underline-offset-4"
              >
                {contactEmail}
              </a>{' '}
              {t('contact.orReply')}
            </>
          ) : (
            t('contact.reply')
          )}{' '}
          {t('contact.within')}
        </p>
        <p>{t('contact.authorities')}</p>
      </Section>
    </article>
  );
}
