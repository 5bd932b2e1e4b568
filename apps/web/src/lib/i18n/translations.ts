import { Translations } from '@nestling/shared';

/**
 * The app's messages (issue 28, decision 074): each area's catalogue, loaded with its screens
 * (so Lingui's runtime comes with the first screen that speaks through a catalogue, not in the
 * entry). No compiler: the build compiles the catalogues (i18n-catalogues.ts).
 */
export const translations = new Translations();
