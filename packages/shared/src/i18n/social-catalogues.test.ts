import { compileMessage } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { CALL_TEXTS, CHAT_TEXTS } from '../chat.js';
import { BLOCK_MESSAGES } from '../schemas/blocks.js';
import { CHAT_MESSAGES } from '../schemas/message-texts.js';
import { EXPLORE_MESSAGES } from '../schemas/explore-texts.js';
import { FRIEND_MESSAGES } from '../schemas/friend-texts.js';
import { REPORT_MESSAGES } from '../schemas/moderation-texts.js';
import { PLACE_MESSAGES } from '../schemas/place-texts.js';
import { blocksCatalogue } from './catalogues/blocks/blocks-catalogue.js';
import { callsCatalogue } from './catalogues/calls/calls-catalogue.js';
import { chatCatalogue } from './catalogues/chat/chat-catalogue.js';
import { conversationCatalogue } from './catalogues/conversation/conversation-catalogue.js';
import { exploreCatalogue } from './catalogues/explore/explore-catalogue.js';
import { friendsCatalogue } from './catalogues/friends/friends-catalogue.js';
import { moderationCatalogue } from './catalogues/moderation/moderation-catalogue.js';
import { placesCatalogue } from './catalogues/places/places-catalogue.js';
import { reportsCatalogue } from './catalogues/reports/reports-catalogue.js';
import { socialErrorsCatalogue } from './catalogues/social-errors/social-errors-catalogue.js';
import { Translations } from './translations.js';

/**
 * The social areas' messages with values (issue 28): their English, formatted, says what the
 * shared constant's function writes — the spec's words, plurals and all; and the Spanish reads
 * as Spanish, with the right plural.
 */
describe('the social catalogues’ messages with values', () => {
  const translations = new Translations(compileMessage);

  it.each([
    [100, true],
    [12, false],
    [1, false],
    [1, true],
    [0, false],
  ])('Explore counts %i kids (capped %s) as EXPLORE_MESSAGES does', (count, capped) => {
    const values = { count, capped: String(capped) };
    expect(translations.t('en', exploreCatalogue, 'explore.kidsNearby', values)).toBe(
      EXPLORE_MESSAGES.kidsNearby(count, capped),
    );
    expect(translations.t('en', exploreCatalogue, 'explore.kidsFound', values)).toBe(
      EXPLORE_MESSAGES.kidsFound(count, capped),
    );
  });

  it('writes the other English texts with values as their constants do', () => {
    const en = <C extends Parameters<Translations['t']>[1]>(
      catalogue: C,
      key: string,
      values: Record<string, unknown>,
    ) => translations.t('en', catalogue, key as never, values);
    expect(en(exploreCatalogue, 'explore.matchScore', { score: 87 })).toBe(
      EXPLORE_MESSAGES.matchScore(87),
    );
    expect(en(exploreCatalogue, 'explore.withinKm', { km: 25 })).toBe(
      EXPLORE_MESSAGES.withinKm(25),
    );
    expect(en(exploreCatalogue, 'explore.distanceAway', { km: 8 })).toBe(
      EXPLORE_MESSAGES.distanceAway(8),
    );
    expect(en(exploreCatalogue, 'explore.activeFilters', { count: 3 })).toBe(
      EXPLORE_MESSAGES.activeFilters(3),
    );
    expect(en(placesCatalogue, 'places.located', { name: 'York' })).toBe(
      PLACE_MESSAGES.located('York'),
    );
    expect(en(friendsCatalogue, 'friends.reportFamilyOf', { name: 'Sam' })).toBe(
      FRIEND_MESSAGES.reportFamilyOf('Sam'),
    );
    expect(en(friendsCatalogue, 'friends.failed', { reason: 'Down.' })).toBe(
      `${FRIEND_MESSAGES.failedPrefix}Down.`,
    );
    expect(en(chatCatalogue, 'texts.chatWith', { name: 'Sam' })).toBe(CHAT_TEXTS.chatWith('Sam'));
    expect(en(conversationCatalogue, 'texts.isTyping', { name: 'Sam' })).toBe(
      CHAT_TEXTS.isTyping('Sam'),
    );
    expect(en(chatCatalogue, 'texts.unread', { count: 2 })).toBe(CHAT_TEXTS.unread(2));
    expect(en(socialErrorsCatalogue, 'chat.limit', { max: 100 })).toBe(CHAT_MESSAGES.limit(100));
    expect(en(callsCatalogue, 'call.title', { name: 'Sam' })).toBe(CALL_TEXTS.title('Sam'));
    expect(en(callsCatalogue, 'call.remoteVideo', { name: 'Sam' })).toBe(
      CALL_TEXTS.remoteVideo('Sam'),
    );
    expect(en(callsCatalogue, 'call.incoming', { name: 'Sam' })).toBe(CALL_TEXTS.incoming('Sam'));
    expect(en(reportsCatalogue, 'reports.blockOffer', { firstName: 'Zoe' })).toBe(
      REPORT_MESSAGES.blockOffer('Zoe'),
    );
    expect(en(reportsCatalogue, 'reports.blockFamily', { firstName: 'Zoe' })).toBe(
      REPORT_MESSAGES.blockFamily('Zoe'),
    );
    expect(en(blocksCatalogue, 'blocks.confirm', { firstName: 'Zoe' })).toBe(
      BLOCK_MESSAGES.confirm('Zoe'),
    );
    expect(en(blocksCatalogue, 'blocks.familyOf', { firstName: 'Zoe' })).toBe(
      BLOCK_MESSAGES.familyOf('Zoe'),
    );
    for (const parentIds of [[], [5], [5, 6]]) {
      expect(
        en(moderationCatalogue, 'moderation.auditSubject', {
          reportId: 3,
          familyId: 4,
          count: parentIds.length,
          accounts: parentIds.join(', #'),
        }),
      ).toBe(REPORT_MESSAGES.auditSubject(3, 4, parentIds));
    }
    expect(
      en(moderationCatalogue, 'moderation.reportTitle', {
        reason: REPORT_MESSAGES.reasons.spam,
        target: 'message',
      }),
    ).toBe(REPORT_MESSAGES.reportTitle('spam', 'message'));
    for (const [count, hidden, suspended] of [
      [1, false, false],
      [3, true, true],
    ] as const) {
      expect(
        en(moderationCatalogue, 'moderation.reportedFamily', {
          familyId: 4,
          kids: 'Zoe, Ana',
          count,
          hidden: String(hidden),
          suspended: String(suspended),
        }),
      ).toBe(REPORT_MESSAGES.reportedFamily(4, ['Zoe', 'Ana'], count, { hidden, suspended }));
    }
  });

  it('says them in Spanish, with Spanish plurals', async () => {
    await translations.load(exploreCatalogue, 'es');
    await translations.load(chatCatalogue, 'es');
    const es = (key: string, values: Record<string, unknown>) =>
      translations.t('es', exploreCatalogue, key as never, values);
    expect(es('explore.kidsNearby', { count: 120, capped: 'true' })).toBe('120+ niños cerca');
    expect(es('explore.kidsFound', { count: 1, capped: 'false' })).toBe('1 niño encontrado');
    expect(es('explore.kidsFound', { count: 7, capped: 'false' })).toBe('7 niños encontrados');
    expect(es('explore.activeFilters', { count: 1 })).toBe(', 1 activo');
    expect(es('explore.distanceAway', { km: 8 })).toBe('a ≈ 8 km');
    expect(translations.t('es', chatCatalogue, 'texts.chatWith', { name: 'Sam' })).toBe(
      'Chat con Sam',
    );
  });
});
