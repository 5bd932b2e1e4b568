import { useLocation, useParams } from 'react-router';
import { KidHealthScreen } from '@/features/health-logs/components/kid-health-screen';

/** The kid's name the parent hub passes along with the link (spec §2.10: Health passes it). */
function kidNameOf(state: unknown): string | undefined {
  if (typeof state !== 'object' || state === null) return undefined;
  const { kidName } = state as { kidName?: unknown };
  return typeof kidName === 'string' && kidName.trim() ? kidName : undefined;
}

/** /dashboard/kids/:kidId/health (spec §2.14): the Health Tracker of one kid. */
export function KidHealthRoute() {
  const { kidId } = useParams();
  const location = useLocation();
  return <KidHealthScreen key={kidId} rawKidId={kidId} kidNameHint={kidNameOf(location.state)} />;
}
