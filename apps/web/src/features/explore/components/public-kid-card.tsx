import { useId, useState } from 'react';
import {
  Ban,
  Clock,
  Flag,
  Handshake,
  MapPin,
  MessageCircle,
  Sparkles,
  UserCheck,
} from 'lucide-react';
import { Link } from 'react-router';
import {
  exploreCatalogue,
  interestKey,
  KID_FORM_INTERESTS,
  sayInterest,
  type PublicKid,
} from '@nestling/shared';
import { Button, Card, buttonClasses } from '@/components/ui';
import { paths } from '@/config/paths';
import { KidAvatar } from '@/entities/kids/components/kid-avatar';
import { LazyReportDialog } from '@/entities/reports/components/lazy-report-dialog';
import { cn } from '@/lib/cn';
import { useTranslation } from '@/lib/i18n/use-translation';

export interface PublicKidCardProps {
  kid: PublicKid;
  /** The interests ticked in the sidebar, marked on the card. */
  highlighted: readonly string[];
  onConnect: (kid: PublicKid) => void;
  onBlock: (kid: PublicKid) => void;
  /** Report the card's family to the moderators (issue 27). */
  onReport: (kid: PublicKid) => void;
}

/**
 * One public kid card (spec §2.18; product.md): photo, first name, age and gender, area (the
 * family's home area, and "≈ 8 km away" from the viewer's — issue 30),
 * interests, skill level (when set) and match score, with Connect (the Schedule Meetup modal),
 * Chat (to Messages with `chatWith`, for friends only; otherwise it says why), Block and
 * Report (the family, issue 27). A
 * family already befriended or asked shows that instead of Connect — "Friends", "Request
 * sent" or "Request received", the last two with a link to My Requests (issue 29, defect 8).
 */
export function PublicKidCard({
  kid,
  highlighted,
  onConnect,
  onBlock,
  onReport,
}: PublicKidCardProps) {
  const [explainChat, setExplainChat] = useState(false);
  const headingId = useId();
  const noteId = useId();
  const { t } = useTranslation(exploreCatalogue);
  const marked = new Set(highlighted.map(interestKey));
  const isFriend = kid.relationship === 'friend';
  return (
    <Card className="flex h-full flex-col gap-4 p-5" aria-labelledby={headingId} role="article">
      <div className="flex items-center gap-4">
        <KidAvatar kid={kid} size="md" />
        <div className="min-w-0 flex-1">
          {/* h2: on a phone the filters' "Interests" heading is folded away, so the cards follow
              the page's h1 directly (Lighthouse's heading-order, issue 29). */}
          <h2 id={headingId} className="text-xl font-extrabold break-words text-ink-900">
            {kid.firstName}
          </h2>
          <p className="text-sm text-ink-600">
            {t('card.ageAndGender', {
              age: t('card.age', { age: kid.age }),
              gender: t(`card.gender.${kid.gender}`),
            })}
          </p>
          {kid.area && (
            <p className="mt-1 flex items-center gap-1 text-sm text-ink-700">
              <MapPin aria-hidden="true" className="size-4 shrink-0 text-brand-700" />
              <span className="min-w-0 break-words">
                {kid.area}
                {kid.distanceKm !== undefined && (
                  <span className="text-ink-600">
                    {' '}
                    · {t('explore.distanceAway', { km: kid.distanceKm })}
                  </span>
                )}
              </span>
            </p>
          )}
        </div>
      </div>
      {kid.matchScore !== null && (
        <p className="inline-flex items-center gap-1 self-start rounded-full bg-accent-100 px-2.5 py-1 text-sm font-bold text-accent-700">
          <Sparkles aria-hidden="true" className="size-4" />
          {t('explore.matchScore', { score: kid.matchScore })}
        </p>
      )}
      <dl className="space-y-2 text-sm">
        <div>
          <dt className="font-semibold text-ink-800">{t('card.interests')}</dt>
          <dd className="mt-1">
            {kid.interests.length === 0 ? (
              <span className="text-ink-600">{t('card.none')}</span>
            ) : (
              <ul className="flex flex-wrap gap-1.5">
                {kid.interests.map((interest) => (
                  <li
                    key={interest}
                    className={cn(
                      'rounded-full px-2.5 py-0.5 font-medium ring-1 ring-inset',
                      marked.has(interestKey(interest))
                        ? 'bg-brand-100 text-brand-800 ring-brand-300'
                        : 'bg-canvas text-ink-700 ring-ink-900/10',
                    )}
                  >
                    {sayInterest(interest, KID_FORM_INTERESTS, t)}
                  </li>
                ))}
              </ul>
            )}
          </dd>
        </div>
        {kid.skillLevel !== null && (
          <div className="flex gap-2">
            <dt className="font-semibold text-ink-800">{t('card.skillLevel')}</dt>
            <dd className="text-ink-700">{t(`skillLevel.${kid.skillLevel}`)}</dd>
          </div>
        )}
      </dl>
      <div className="mt-auto space-y-2">
        <div className="flex flex-wrap gap-2">
          {kid.relationship === 'none' ? (
            <Button size="sm" onClick={() => onConnect(kid)}>
              <Handshake aria-hidden="true" className="size-4" />
              {t('explore.connect')}
            </Button>
          ) : (
            <p className="inline-flex min-h-9 items-center gap-1.5 rounded-xl bg-brand-50 px-3 text-sm font-bold text-brand-800">
              {isFriend ? (
                <UserCheck aria-hidden="true" className="size-4" />
              ) : (
                <Clock aria-hidden="true" className="size-4" />
              )}
              {t(`relationship.${kid.relationship}`)}
            </p>
          )}
          {isFriend ? (
            <Link
              to={`${paths.messages}?chatWith=${kid.parentId}`}
              className={buttonClasses('secondary', 'sm')}
            >
              <MessageCircle aria-hidden="true" className="size-4" />
              {t('explore.chat')}
            </Link>
          ) : (
            <Button
              size="sm"
              variant="secondary"
              aria-expanded={explainChat}
              aria-controls={noteId}
              onClick={() => setExplainChat((shown) => !shown)}
            >
              <MessageCircle aria-hidden="true" className="size-4" />
              {t('explore.chat')}
            </Button>
          )}
          <Button
            size="sm"
            variant="ghost"
            className="text-danger-700"
            onClick={() => onBlock(kid)}
          >
            <Ban aria-hidden="true" className="size-4" />
            {t('explore.block')}
          </Button>
          <Button
            size="sm"
            variant="ghost"
            className="text-ink-700"
            {...LazyReportDialog.preloadProps}
            onClick={() => onReport(kid)}
          >
            <Flag aria-hidden="true" className="size-4" />
            {t('explore.report')}
          </Button>
        </div>
        {(kid.relationship === 'request-sent' || kid.relationship === 'request-received') && (
          <Link
            to={paths.myRequests}
            className="inline-block text-sm font-semibold text-brand-700 underline underline-offset-4"
          >
            {kid.relationship === 'request-sent'
              ? t('card.seeInMyRequests')
              : t('card.answerInMyRequests')}
          </Link>
        )}
        {!isFriend && (
          <p id={noteId} role="status" className="text-sm text-ink-700">
            {explainChat ? t('explore.chatOnlyFriends') : null}
          </p>
        )}
      </div>
    </Card>
  );
}
