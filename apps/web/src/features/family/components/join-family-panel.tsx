import { Link } from 'react-router';
import { Button, StatusMessage, buttonClasses } from '@/components/ui';
import { useAcceptInvitation } from '../api/family-api';
import { FAMILY_MESSAGES } from '../messages';

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
  return (
    <div className="space-y-5">
      <p className="text-sm text-ink-600">{FAMILY_MESSAGES.join.signedInAs(parentName)}</p>
      <section aria-labelledby="join-family-meaning" className="space-y-2">
        <h2 id="join-family-meaning" className="text-lg font-bold text-ink-900">
          {FAMILY_MESSAGES.join.whatItMeansTitle}
        </h2>
        <ul className="list-disc space-y-1.5 pl-5 text-ink-700">
          {FAMILY_MESSAGES.join.whatItMeans.map((line) => (
            <li key={line}>{line}</li>
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
          {accept.isPending ? FAMILY_MESSAGES.join.accepting : FAMILY_MESSAGES.join.accept}
        </Button>
        <Link to={homePath} className={buttonClasses('ghost', 'lg')}>
          {FAMILY_MESSAGES.join.notNow}
        </Link>
      </div>
    </div>
  );
}
