/**
 * The four developmental domains of CDC's "Learn the Signs. Act Early." milestone checklists
 * (2022; Zubler JM et al., Pediatrics 2022;149(3):e2021052138), in the checklists' order. Every
 * catalogue item and every suggestion carries one; the order is also the suggestions' sort order
 * within a day.
 */
export const MILESTONE_DOMAINS = [
  'social-emotional',
  'language-communication',
  'cognitive',
  'movement-physical',
] as const;
export type MilestoneDomain = (typeof MILESTONE_DOMAINS)[number];

/** The `source` texts the built-in provider puts on its suggestions. */
export const MILESTONE_SOURCES = {
  /** An item of CDC's 2022 checklists (see CDC_CITATION in cdc-checklists.ts). */
  cdc: 'CDC "Learn the Signs. Act Early." (2022)',
  /** One of our own goals for kids past 5, keyed by interest — not CDC's. */
  interestGoals: 'Nestling interest goals',
  /** An answer of the OpenAI-compatible provider (AI_BASE_URL), checked and dated by us. */
  ai: 'AI suggestion',
  /** One of the three fallback samples of spec §9, shown when suggestions fail. */
  sample: 'Nestling sample',
} as const;
