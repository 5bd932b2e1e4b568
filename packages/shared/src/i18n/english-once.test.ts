import { compileMessage } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import * as shared from '../index.js';
import { CATALOGUES } from './all-catalogues.js';

/**
 * An area's English is said once (issue 28, decisions 074 step 5, 079, 080 "the way back" 2): a
 * text the server or a schema also says stays in its shared constant (`*_MESSAGES`, `*_TEXTS`)
 * and the catalogue takes it from there (`specTexts`); a text only screens show lives only in
 * the area's en.json. So no en.json message repeats a shared constant's text — but those below,
 * still said twice, each with its reason. The list may only shrink.
 *
 * Compared: the string entries of the shared package's `MESSAGES`, `*_MESSAGES` and `*_TEXTS`
 * constants (not arrays: a select's options are values, not sentences) with every en.json
 * message of three words or more, so a coincidence of a short word ("Save", "Block") is not a
 * repetition.
 */
const STILL_TWICE: Record<string, readonly string[]> = {
  // The constant is in a module that builds zod schemas: a catalogue importing it would put zod
  // on the screens' first load (decision 082). Moving it to a `*-texts.ts` module lets the
  // catalogue take it by specTexts.
  achievements: ['milestones.kidNotFound'],
  blocks: [
    'blocks.blockFailed',
    'blocks.blockNotFound',
    'blocks.confirmTitle',
    'blocks.familyNotFound',
    'blocks.kidNotFound',
    'blocks.ownFamily',
    'blocks.ownKid',
    'blocks.targetRequired',
  ],
  'kid-forms': ['gestation.gestationDaysWithoutWeeks', 'gestation.gestationInvalid'],
  milestones: [
    'certificates.cameraFailed',
    'certificates.captureFormat',
    'certificates.captureTooLarge',
    'certificates.dateInvalid',
    'certificates.fileRequired',
    'certificates.notFound',
    'certificates.selectFile',
    'certificates.selectKid',
    'certificates.titleTooLong',
    'certificates.tooLarge',
    'certificates.tooMany',
    'certificates.type',
    'certificates.unreadable',
    'milestones.dateInvalid',
    'milestones.dateRequired',
    'milestones.kidIdInvalid',
    'milestones.notFound',
    'milestones.nothingToChange',
    'milestones.titleRequired',
    'milestones.titleTooLong',
  ],
  // Taken by specTexts, the text module became a file of its own on the route's first load
  // (/my-requests, Explore, privacy: one file over maxFiles), or moved the kids catalogue out of
  // the shell on Explore; the common catalogue is on every signed-in route.
  common: ['verify.banner'],
  friends: [
    'friends.kidRequired',
    'friends.meetingTypeInvalid',
    'friends.messageTooLong',
    'friends.proposedTimeInvalid',
    'friends.proposedTimePast',
    'friends.proposedTimeTooFar',
  ],
  kids: ['kid.tooMany'],
  places: [
    'places.attribution',
    'places.chooseFromList',
    'places.locationDenied',
    'places.locationUnavailable',
    'places.locationUnsupported',
    'places.noPlaceNearby',
    'places.none',
    'places.placeNotFound',
    'places.placesUnavailable',
    'places.privacyLocation',
    'places.queryInvalid',
  ],
  privacy: ['places.attribution', 'places.privacyLocation'],
  // Areas other work changes at the same time (growth; notifications and pushes; paging).
  errors: ['paging.page'],
  growth: [
    'growth.correctedAge',
    'growth.dateBeforeBirth',
    'growth.dateOutOfReach',
    'growth.headCircumferenceImplausibleForAge',
    'growth.headCircumferenceInvalid',
    'growth.kidNotFound',
    'growth.lengthImplausibleForAge',
    'growth.lengthInvalid',
    'growth.noStandardForGender',
    'growth.notFound',
    'growth.noteTooLong',
    'growth.positionInvalid',
    'growth.valueRequired',
    'growth.weightImplausibleForAge',
    'growth.weightImplausibleForLength',
    'growth.weightInvalid',
    'growth.worthMentioning',
  ],
  'notification-center': [
    'notifications.empty',
    'notifications.fetchFailed',
    'notifications.markAllRead',
    'notifications.markRead',
    'notifications.notFound',
  ],
  notifications: ['reportReviewed'],
  push: ['callBody', 'messageBody', 'summaryTitle'],
};

/** An area's folder: its name in kebab case (`exploreFilters` → `explore-filters`). */
const folderOf = (area: string) => area.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/** Each area's en.json as written (the checklists area has none: its English is data). */
async function englishFiles(): Promise<[folder: string, json: Record<string, string>][]> {
  const files: [string, Record<string, string>][] = [];
  for (const catalogue of CATALOGUES) {
    if (catalogue.area === 'checklists') continue;
    const folder = folderOf(catalogue.area);
    const json = (await import(`./catalogues/${folder}/en.json`, { with: { type: 'json' } })) as {
      default: Record<string, string>;
    };
    files.push([folder, json.default]);
  }
  return files;
}

/** Each string entry of the shared text constants → where it is written (`PLACE_MESSAGES.save`). */
function sharedTexts(): Map<string, string> {
  const texts = new Map<string, string>();
  const visit = (value: unknown, path: string): void => {
    if (typeof value === 'string') {
      if (!texts.has(value)) texts.set(value, path);
    } else if (value && typeof value === 'object' && !Array.isArray(value)) {
      for (const [name, entry] of Object.entries(value)) visit(entry, `${path}.${name}`);
    }
  };
  for (const [name, value] of Object.entries(shared)) {
    if (/^MESSAGES$|_(MESSAGES|TEXTS)$/.test(name)) visit(value, name);
  }
  return texts;
}

describe('an area’s English, said once', () => {
  it('no en.json message repeats a shared constant’s text (but those still listed)', async () => {
    const texts = sharedTexts();
    expect(texts.size).toBeGreaterThan(200);
    const repeated: string[] = [];
    let messages = 0;
    for (const [area, english] of await englishFiles()) {
      for (const [key, message] of Object.entries(english)) {
        if (key.startsWith('meta.')) continue;
        messages += 1;
        const text = message.replaceAll("''", "'"); // ICU's escaped apostrophe
        if (text.trim().split(/\s+/).length < 3 || !texts.has(text)) continue;
        if (STILL_TWICE[area]?.includes(key)) continue;
        repeated.push(`${area}/en.json ${key} = ${texts.get(text) ?? ''}`);
      }
    }
    expect(messages).toBeGreaterThan(1000);
    expect(repeated).toEqual([]);
  });

  it('takes only plain texts from the constants (the web uses each as its own compiled form)', async () => {
    const files = new Map(await englishFiles());
    let taken = 0;
    for (const catalogue of CATALOGUES) {
      const json = files.get(folderOf(catalogue.area));
      if (!json) continue;
      for (const [key, text] of Object.entries(catalogue.english as Record<string, string>)) {
        if (key in json) continue;
        taken += 1;
        expect(compileMessage(text), `${catalogue.area}: ${key}`).toEqual([text]);
      }
    }
    expect(taken).toBeGreaterThan(100);
  });
});
