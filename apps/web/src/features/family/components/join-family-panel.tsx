import { Link } from 'react-router';
import { joinFamilyCatalogue } from '@nestling/shared';
import { Button, StatusMessage, buttonClasses } from '@/components/ui';
import { useAcceptInvitation } from '../api/family-api';
import { useTranslation } from '@/lib/i18n/use-translation';

/** What joining means, line by line (the joinFamily area's keys). */
const WHAT_IT_MEANS = ['join.whatItMeans1', 'join.whatItMeans2', 'join.whatItMeans3'] as const;

export interface JoinFamilyPanelProps {
  token: string;
  /** The signed-in parent's name ("Signed in as …"). */
  parentName: string;
  /** Where "Not now" leads (the dashboard). */
  homePath: string;
  /** Runs once the parent joined and the app fetched everything again. */
  onJoined: () => void;
}

/**
 * The acceptance of a family invitation by a signed-in parent (issue 24): what joining means
 * (they leave their current family; its last guardian must hand it over first), then Accept
 * (POST /api/family/invitations/accept). A refusal — a link used, expired or not valid, the
 * last guardian's LAST_GUARDIAN, ALREADY_IN_FAMILY — shows as the server's text.
 */
export function JoinFamilyPanel({ token, parentName, homePath, onJoined }: JoinFamilyPanelProps) {
  const accept = useAcceptInvitation();
  const { t } = useTranslation(joinFamilyCatalogue);
  return (
    <div className="space-y-5">
      <p className="text-sm text-ink-600">{t('join.signedInAs', { name: parentName })}</p>
      <section aria-labelledby="join-family-meaning" className="space-y-2">
        <h2 id="join-family-meaning" className="text-lg font-bold text-ink-900">
          {t('join.whatItMeansTitle')}
        </h2>
        <ul className="list-disc space-y-1.5 pl-5 text-ink-700">
          {WHAT_IT_MEANS.map((key) => (
            <li key={key}>{t(key)}</li>
          ))}
        </ul>
      </section>
      {accept.isError && <StatusMessage tone="error">{accept.error.message}</StatusMessage>}
      <div className="flex flex-wrap gap-3">
        <Button
          size="lg"
          disabled={accept.isPending}
          isLoading={accept.isPending}
          onClick={() => accept.mutate(token, { onSuccess: onJoined })}
        >
          {accept.isPending ? t('join.accepting') : t('join.accept')}
        </Button>
        <Link to={homePath} className={buttonClasses('ghost', 'lg')}>
          {t('join.notNow')}
        </Link>
      </div>
    </div>
  );
}
