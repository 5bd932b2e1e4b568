import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Check, Plus, RotateCw, Sparkles } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import {
  REDIRECT_DELAY_MS,
  milestonesCatalogue,
  sampleSuggestions,
  todayIsoDate,
  type MilestoneSuggestion,
} from '@nestling/shared';
import { Button, StatusMessage } from '@/components/ui';
import { subscribePath } from '@/config/paths';
import { useCan } from '@/entities/parent/api/use-can';
import { formatDateOnly } from '@/entities/kids/utils/format-kid';
import { subscriptionQueryOptions } from '@/entities/subscription/api/get-subscription';
import { isApiError, isConnectionFailure } from '@/lib/api-client';
import { useTimeout } from '@/hooks/use-timeout';
import { useLocale } from '@/lib/i18n/locale-context';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useCreateMilestone } from '../api/create-milestone';
import { useMilestoneSuggestions } from '../api/get-milestone-suggestions';

/** Spec §9: suggestions appear one by one, 250 ms apart. */
export const SUGGESTION_REVEAL_MS = 250;

/** The code of the suggestions route's 403 (apps/server milestone-suggestions). */
const SUBSCRIPTION_REQUIRED = 'SUBSCRIPTION_REQUIRED';

type PanelState =
  | { kind: 'idle' }
  | { kind: 'checking' }
  | { kind: 'no-subscription' }
  | { kind: 'shown'; suggestions: MilestoneSuggestion[]; error?: string };

/**
 * How many of `total` items are shown: the first at once, then one more every `ms`; a new
 * `round` starts again from one.
 */
function useReveal(total: number, ms: number, round: number): number {
  const [progress, setProgress] = useState({ round, more: 0 });
  const more = progress.round === round ? progress.more : 0;
  useEffect(() => {
    if (total <= 1) return;
    const timer = setInterval(() => {
      setProgress((previous) => {
        const next = (previous.round === round ? previous.more : 0) + 1;
        if (next >= total - 1) clearInterval(timer);
        return { round, more: Math.min(total - 1, next) };
      });
    }, ms);
    return () => clearInterval(timer);
  }, [total, ms, round]);
  return total === 0 ? 0 : Math.min(total, 1 + more);
}

/**
 * Spec §9's samples in the app's language: their title and source by the milestones
 * catalogue's `sample.*` (the server's suggestions arrive in the parent's language already).
 */
function useSamples(): (today: string) => MilestoneSuggestion[] {
  const { localize } = useTranslation(milestonesCatalogue);
  return (today) =>
    sampleSuggestions(today).map((sample) => ({
      ...sample,
      title: localize(sample.title),
      source: localize(sample.source),
    }));
}

/** One suggestion: title, date, domain and source, and Add. */
function SuggestionCard({
  suggestion,
  added,
  pending,
  onAdd,
}: {
  suggestion: MilestoneSuggestion;
  added: boolean;
  pending: boolean;
  onAdd: () => void;
}) {
  const { t } = useTranslation(milestonesCatalogue);
  const { intlLocale } = useLocale();
  return (
    <li className="flex flex-wrap items-start gap-3 rounded-2xl bg-surface p-4 ring-1 ring-ink-900/10">
      <div className="min-w-0 flex-1 basis-48">
        <p className="font-bold break-words text-ink-900">{suggestion.title}</p>
        <p className="mt-1 flex flex-wrap gap-x-3 gap-y-1 text-sm text-ink-600">
          <time dateTime={suggestion.date}>{formatDateOnly(suggestion.date, intlLocale)}</time>
          <span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-bold text-brand-800">
            {t(`domain.${suggestion.domain}`)}
          </span>
        </p>
        {suggestion.rationale && (
          <p className="mt-1 text-sm text-ink-700">{suggestion.rationale}</p>
        )}
        <p className="mt-1 text-xs text-ink-600">
          {t('suggestions.source', { source: suggestion.source })}
        </p>
      </div>
      <Button
        size="sm"
        variant={added ? 'ghost' : 'secondary'}
        disabled={added || pending}
        isLoading={pending}
        aria-label={
          added
            ? t('suggestions.addedTitle', { title: suggestion.title })
            : t('suggestions.addTitle', { title: suggestion.title })
        }
        onClick={onAdd}
      >
        {added ? (
          <>
            <Check aria-hidden="true" className="size-4" /> {t('suggestions.added')}
          </>
        ) : (
          <>
            {!pending && <Plus aria-hidden="true" className="size-4" />} {t('suggestions.add')}
          </>
        )}
      </Button>
    </li>
  );
}

/**
 * The AI suggestions panel (spec §2.15, §4 AI suggestions flow, §8.2): "AI Milestones" checks
 * the subscription — without one it says so and goes to /dashboard/subscribe after 2 s —, then
 * asks POST /api/ai/milestones; when none come back or the call fails, the three built-in
 * samples of §9 show (after a failure with '❌ Failed to generate AI suggestions. ({message})'
 * and Retry). Suggestions appear one by one every 250 ms, each with its domain and source
 * (issue 10); Add makes one a milestone ('✅ AI milestone "{title}" added!', or the 409's
 * `Milestone "{title}" already exists.`).
 */
export function MilestoneSuggestionsPanel({ kidId }: { kidId: number }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const schedule = useTimeout();
  const suggest = useMilestoneSuggestions();
  const create = useCreateMilestone();
  const [state, setState] = useState<PanelState>({ kind: 'idle' });
  const can = useCan();
  const [round, setRound] = useState(0);
  const [added, setAdded] = useState<ReadonlySet<string>>(new Set());
  const [adding, setAdding] = useState<string>();
  const [status, setStatus] = useState<string>();
  const suggestions = state.kind === 'shown' ? state.suggestions : [];
  const shown = useReveal(suggestions.length, SUGGESTION_REVEAL_MS, round);
  const { t, localize } = useTranslation(milestonesCatalogue);
  const samples = useSamples();

  function requireSubscription() {
    setState({ kind: 'no-subscription' });
    // Billing is a guardian's (issue 24): a caregiver reads the line, with no way to subscribe.
    if (can.guardian) {
      schedule(() => void navigate(subscribePath(kidId)), REDIRECT_DELAY_MS.noSubscription);
    }
  }

  function show(list: MilestoneSuggestion[], error?: string) {
    setRound((value) => value + 1);
    setAdded(new Set());
    setState({ kind: 'shown', suggestions: list, error });
  }

  async function run() {
    setStatus(undefined);
    setState({ kind: 'checking' });
    try {
      const check = await queryClient.fetchQuery({ ...subscriptionQueryOptions, staleTime: 0 });
      if (!check.active) return requireSubscription();
    } catch {
      // The check failed: the suggestions call below is refused the same way without one.
    }
    suggest.mutate(kidId, {
      onSuccess: (list) => show(list.length > 0 ? list : samples(todayIsoDate())),
      onError: (error) => {
        if (isApiError(error) && error.code === SUBSCRIPTION_REQUIRED) return requireSubscription();
        // Spec §8.2: '❌ Failed to generate AI suggestions. ({message})'.
        const failed = `${t('milestones.suggestionsFailed')} (${localize(error.message)})`;
        show(samples(todayIsoDate()), failed);
      },
    });
  }

  function add(suggestion: MilestoneSuggestion) {
    setStatus(undefined);
    setAdding(suggestion.title);
    create.mutate(
      { kidId, title: suggestion.title, date: suggestion.date },
      {
        onSuccess: () => {
          setAdded((previous) => new Set(previous).add(suggestion.title));
          setStatus(t('milestones.suggestionAdded', { title: suggestion.title }));
        },
        onError: (error) => {
          if (isApiError(error) && error.status === 409) {
            setStatus(`❌ ${t('milestones.exists', { title: suggestion.title })}`);
          } else if (isConnectionFailure(error)) setStatus(t('milestones.suggestionAddError'));
          else setStatus(t('milestones.suggestionAddFailed'));
        },
        onSettled: () => setAdding(undefined),
      },
    );
  }

  const busy = state.kind === 'checking' || suggest.isPending;
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center gap-3">
        <Button onClick={() => void run()} disabled={busy} isLoading={busy}>
          {!busy && <Sparkles aria-hidden="true" className="size-4" />}
          {busy ? t('suggestions.thinking') : t('suggestions.run')}
        </Button>
        <p className="min-w-0 flex-1 basis-48 text-sm text-ink-600">{t('suggestions.intro')}</p>
      </div>

      {state.kind === 'no-subscription' && (
        <StatusMessage tone="error">
          {t('milestones.subscriptionRequired')}{' '}
          {can.guardian && (
            <Link to={subscribePath(kidId)} className="font-bold underline underline-offset-4">
              {t('suggestions.goToSubscription')}
            </Link>
          )}
        </StatusMessage>
      )}
      {state.kind === 'shown' && state.error && (
        <StatusMessage tone="error" className="flex flex-wrap items-center justify-between gap-3">
          <span>{state.error}</span>
          <Button size="sm" variant="secondary" onClick={() => void run()} disabled={busy}>
            <RotateCw aria-hidden="true" className="size-4" /> {t('milestones.retry')}
          </Button>
        </StatusMessage>
      )}
      {status && <StatusMessage>{status}</StatusMessage>}
      {suggestions.length > 0 && (
        <ul aria-label={t('suggestions.label')} className="space-y-2">
          {suggestions.slice(0, shown).map((suggestion) => (
            <SuggestionCard
              key={suggestion.title}
              suggestion={suggestion}
              added={added.has(suggestion.title)}
              pending={adding === suggestion.title}
              onAdd={() => add(suggestion)}
            />
          ))}
        </ul>
      )}
      <p className="sr-only" aria-live="polite">
        {state.kind === 'shown' && shown === suggestions.length
          ? t('suggestions.shown', { count: suggestions.length })
          : ''}
      </p>
    </div>
  );
}
