import {
  KID_FORM_INTERESTS,
  kidsCatalogue,
  parseInterests,
  sayInterest,
  type Kid,
} from '@nestling/shared';
import { Card, PageHeader } from '@/components/ui';
import { paths } from '@/config/paths';
import { KidAvatar } from '@/entities/kids/components/kid-avatar';
import { useKidTexts } from '@/entities/kids/hooks/use-kid-texts';
import { formatDateOnly } from '@/entities/kids/utils/format-kid';
import { useLocale } from '@/lib/i18n/locale-context';
import { useTranslation } from '@/lib/i18n/use-translation';
import { KidLoader } from './kid-loader';
import { ExploreBadge } from './explore-badge';
import { KidLinks } from './kid-links';

/**
 * A kid's profile page (/dashboard/kids/{id}/profile, which the spec leaves empty): 'Loading kid
 * profile...', then the photo, the details, whether the card is in Explore, and the links to
 * edit, achievements, health and calendar; or the not-found panel.
 * @param kidIdParam the raw `:kidId` route parameter
 */
export function KidProfileDetails({ kidIdParam }: { kidIdParam: string | undefined }) {
  return <KidLoader kidIdParam={kidIdParam}>{(kid) => <KidProfileCard kid={kid} />}</KidLoader>;
}

function KidProfileCard({ kid }: { kid: Kid }) {
  const { intlLocale: locale } = useLocale();
  const kidTexts = useKidTexts();
  const { t } = useTranslation(kidsCatalogue);
  const interests = parseInterests(kid.interests);
  const facts: Array<[string, string, string?]> = [
    [t('details.age'), kidTexts.age(kid.age)],
    [t('details.gender'), kidTexts.gender(kid.gender)],
    [t('details.dob'), formatDateOnly(kid.dob, locale)],
    [
      t('details.interests'),
      interests.length > 0
        ? interests.map((interest) => sayInterest(interest, KID_FORM_INTERESTS, t)).join(', ')
        : t('details.noInterests'),
    ],
    [
      t('details.skillLevel'),
      kid.skillLevel ? t(`details.skill.${kid.skillLevel}`) : t('details.notSet'),
    ],
    [t('details.area'), kid.area ?? t('details.notSet'), t('details.areaNote')],
    [t('details.address'), kid.address, t('details.addressNote')],
  ];
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <PageHeader
        eyebrow={t('profile.eyebrow')}
        title={kid.name}
        back={{ to: paths.kidsProfile, label: t('kid.backToKidsProfile') }}
        description={
          <p className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <span>{kidTexts.ageAndGender(kid)}</span>
            <ExploreBadge public={kid.showInExplore} />
          </p>
        }
      />
      <Card>
        <div className="flex flex-col items-center gap-6 sm:flex-row sm:items-start">
          <KidAvatar
            kid={kid}
            variant="full"
            alt={t('details.photoOf', { name: kid.name })}
            size="xl"
          />
          <dl className="grid w-full min-w-0 flex-1 gap-x-6 gap-y-5 sm:grid-cols-2">
            {facts.map(([term, value, note]) => (
              <div key={term} className="min-w-0">
                <dt className="text-sm font-semibold text-ink-600">{term}</dt>
                <dd className="mt-0.5 font-medium break-words text-ink-900">{value}</dd>
                {note && <dd className="text-xs text-ink-600">{note}</dd>}
              </div>
            ))}
          </dl>
        </div>
        <div className="mt-8 border-t border-ink-900/10 pt-6">
          <h2 className="mb-3 text-sm font-semibold text-ink-600">
            {t('details.moreFor', { name: kid.name })}
          </h2>
          <KidLinks kid={kid} />
        </div>
      </Card>
    </div>
  );
}
