import { suggestMilestones } from '@nestling/shared';
import type { MilestoneSuggestionProvider } from './suggestion-provider.js';

/**
 * The built-in provider (the default; offline and deterministic): the shared rule over CDC's
 * 2022 checklists and our interest goals (`suggestMilestones`, packages/shared/src/milestones).
 */
export const builtInSuggestionProvider: MilestoneSuggestionProvider = {
  name: 'built-in',
  suggest: async (request) =>
    suggestMilestones({
      dob: request.dob,
      interests: request.interests,
      recordedTitles: request.recordedTitles,
      today: request.today,
    }),
};
