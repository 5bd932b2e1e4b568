import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import type { Kid } from '@nestling/shared';
import { buttonClasses, Card, QueryStatus } from '@/components/ui';
import { paths } from '@/config/paths';
import type { useKids } from '../api/get-kids';
import { formatAgeAndGender } from '../utils/format-kid';
import { KidAvatar } from './kid-avatar';

/** The picker's own words: its loading line, its link to the Kids Profile, a kid's line. */
export interface KidPickerTexts {
  loading: string;
  goToKidsProfile: string;
  /** 'Age · Gender' of a kid. */
  ageAndGender: (kid: Pick<Kid, 'age' | 'gender'>) => string;
}

/**
 * The picker's words in English, for the screens that do not speak through a catalogue yet
 * (issue 28); a screen that does passes its own (useKidTexts, the kids catalogue). English
 * defaults, so a screen in English carries no catalogue for them.
 */
const ENGLISH_TEXTS: KidPickerTexts = {
  loading: 'Loading your kids...',
  goToKidsProfile: 'Go to Kids Profile',
  ageAndGender: formatAgeAndGender,
};

export interface KidPickerProps {
  /** The parent's kids: the one kids-list query (`useKids`), also read by the caller. */
  kids: ReturnType<typeof useKids>;
  /** The error line when the list does not load; the server's reason follows in brackets. */
  loadFailedText: string;
  /** The text of the empty state, above a link to the Kids Profile. */
  emptyText: string;
  /** The link line under each kid, e.g. 'Open Health Tracker'. */
  actionLabel: string;
  /** Where a kid's card leads. */
  to: (kid: Kid) => string;
  /** Router state passed with the link (e.g. the kid's name for the next page's title). */
  linkState?: (kid: Kid) => unknown;
  /** The picker's words in the screen's language; default English. */
  texts?: KidPickerTexts;
}

/**
 * The grid of the parent's kids that a tile opens when its screen is about one kid (the Health
 * Tracker, Achievements; spec §2.1, §2.9): a card per kid (avatar, name, age and gender, the
 * action), the loading line, the load error with "Try again", and without kids a way to the
 * Kids Profile.
 */
export function KidPicker({
  kids,
  loadFailedText,
  emptyText,
  actionLabel,
  to,
  linkState,
  texts = ENGLISH_TEXTS,
}: KidPickerProps) {
  if (!kids.isSuccess) {
    return (
      <QueryStatus
        query={kids}
        loading={texts.loading}
        failed={(error) => `${loadFailedText} (${error.message})`}
      />
    );
  }
  if (kids.data.length === 0) {
    return (
      <Card className="text-center">
        <p className="text-ink-700">{emptyText}</p>
        <Link to={paths.kidsProfile} className={`${buttonClasses('primary', 'md')} mt-5`}>
          {texts.goToKidsProfile}
        </Link>
      </Card>
    );
  }
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {kids.data.map((kid) => (
        <li key={kid.id}>
          <Link
            to={to(kid)}
            state={linkState?.(kid)}
            className="flex items-center gap-4 rounded-3xl border border-ink-900/5 bg-surface p-5 shadow-card transition-colors hover:border-brand-300 hover:bg-brand-50"
          >
            <KidAvatar kid={kid} size="sm" />
            <span className="min-w-0">
              <span className="block truncate text-lg font-extrabold text-ink-900">{kid.name}</span>
              <span className="block text-sm text-ink-600">{texts.ageAndGender(kid)}</span>
              <span className="mt-1 flex items-center gap-1 text-sm font-semibold text-brand-700">
                {actionLabel} <ArrowRight aria-hidden="true" className="size-4" />
              </span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
