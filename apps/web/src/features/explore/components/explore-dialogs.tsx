import { Suspense, useEffect } from 'react';
import type { PublicKid } from '@nestling/shared';
import { LazyBlockFamilyDialog } from '@/entities/blocks/components/lazy-block-family-dialog';
import { exploreKeys } from '@/entities/explore/api/explore-keys';
import { friendKeys } from '@/entities/friends/api/friend-keys';
import { LazyReportDialog } from '@/entities/reports/components/lazy-report-dialog';
import { lazyPart, useOpenedOnce } from '@/lib/lazy-part';

/**
 * The Schedule Meetup modal (its form, react-hook-form and the date-time picker): loaded once the
 * cards are drawn, before a Connect is pressed (decision 055).
 */
const ScheduleMeetupDialog = lazyPart(() =>
  import('./schedule-meetup-dialog').then((module) => module.ScheduleMeetupDialog),
);
/** The confetti after a sent request: loaded at the first burst. */
const ConfettiBurst = lazyPart(() =>
  import('@/components/ui/confetti-burst').then((module) => module.ConfettiBurst),
);

/** A block changes Explore's cards and the request and friend lists. */
const BLOCK_CHANGES = [exploreKeys.all, friendKeys.all];

export interface ExploreDialogsProps {
  /** The card whose Connect was pressed (the Schedule Meetup modal is open), else null. */
  connectTo: PublicKid | null;
  onConnectClose: () => void;
  /** The meetup request was sent: the modal closes, the confetti bursts. */
  onSent: () => void;
  /** The card whose Block was pressed (its confirmation is open), else null. */
  blockTarget: PublicKid | null;
  onBlockClose: () => void;
  /** The card whose Report was pressed (the Report dialog is open), else null. */
  reportTarget: PublicKid | null;
  onReportClose: () => void;
  /** The report's offer to block the family: the card's own Block confirmation. */
  onReportBlock: (kid: PublicKid) => void;
  /** How many requests were sent here (a burst of confetti each). */
  burst: number;
}

/**
 * What Explore's cards open (spec §2.18): the Schedule Meetup modal, the Block confirmation,
 * the Report dialog (issue 27) and the confetti after a sent request. A part of its own
 * (decision 055), drawn once the cards are: none of it is on Explore's first load (issue 29);
 * the screen keeps which card each is open for. It then asks for the meetup modal's and the
 * Block confirmation's code, before a Connect or a Block is pressed.
 */
export function ExploreDialogs({
  connectTo,
  onConnectClose,
  onSent,
  blockTarget,
  onBlockClose,
  reportTarget,
  onReportClose,
  onReportBlock,
  burst,
}: ExploreDialogsProps) {
  useEffect(() => {
    void ScheduleMeetupDialog.preload();
    void LazyBlockFamilyDialog.preload();
  }, []);
  const meetupOpened = useOpenedOnce(connectTo !== null);
  const blockOpened = useOpenedOnce(blockTarget !== null);
  return (
    <Suspense fallback={null}>
      {meetupOpened && (
        <ScheduleMeetupDialog.Component kid={connectTo} onClose={onConnectClose} onSent={onSent} />
      )}
      {blockOpened && (
        <LazyBlockFamilyDialog.Component
          target={
            blockTarget && { name: blockTarget.firstName, request: { kidId: blockTarget.id } }
          }
          onClose={onBlockClose}
          alsoInvalidates={BLOCK_CHANGES}
        />
      )}
      {reportTarget && (
        <LazyReportDialog.Component
          target={{ type: 'family', id: reportTarget.parentId }}
          onClose={onReportClose}
          block={{
            firstName: reportTarget.firstName,
            // The report's offer leads to the card's own Block confirmation.
            onBlock: () => onReportBlock(reportTarget),
          }}
        />
      )}
      {burst > 0 && <ConfettiBurst.Component key={burst} />}
    </Suspense>
  );
}
