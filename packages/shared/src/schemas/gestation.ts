import { z } from 'zod';

// The kid's gestational age at birth on its own (issue 26): the kid schema needs it, and a
// module of its own keeps the growth schemas (and the health logs' they build on) off the
// kid screens' first load (route budgets, decision 055).

/**
 * Gestational age at birth (issue 26): below 37 weeks (259 days) a child is preterm and its
 * age for the standards is corrected by the weeks it was born before 40 (280 days) until
 * 24 months — the corrected-age definition of the American Academy of Pediatrics (Committee on
 * Fetus and Newborn, "Age terminology during the perinatal period", Pediatrics 2004;114:1362).
 */
export const GESTATION = {
  termDays: 280,
  pretermBelowDays: 259,
  minWeeks: 22,
  maxWeeks: 44,
} as const;

/** Texts of the gestational age (part of `GROWTH_MESSAGES` too). */
export const GESTATION_MESSAGES = {
  gestationInvalid: `Gestational age must be from ${GESTATION.minWeeks} to ${GESTATION.maxWeeks} weeks and 0 to 6 days.`,
  gestationDaysWithoutWeeks: 'Enter the weeks of the gestational age too.',
} as const;

/** A kid's gestational age at birth, as a form asks it: whole weeks and days (0–6). */
export const gestationalAgeSchema = z.object({
  weeks: z
    .number({ error: GESTATION_MESSAGES.gestationInvalid })
    .int(GESTATION_MESSAGES.gestationInvalid)
    .min(GESTATION.minWeeks, GESTATION_MESSAGES.gestationInvalid)
    .max(GESTATION.maxWeeks, GESTATION_MESSAGES.gestationInvalid),
  days: z
    .number({ error: GESTATION_MESSAGES.gestationInvalid })
    .int(GESTATION_MESSAGES.gestationInvalid)
    .min(0, GESTATION_MESSAGES.gestationInvalid)
    .max(6, GESTATION_MESSAGES.gestationInvalid),
});
export type GestationalAge = z.infer<typeof gestationalAgeSchema>;

/** Gestational age in days (weeks × 7 + days) as weeks and days. */
export function gestationalAgeOf(days: number): GestationalAge {
  return { weeks: Math.floor(days / 7), days: days % 7 };
}
