import { z } from 'zod';
import { recordIdSchema, textSchema } from './common.js';
import { PLACE_MESSAGES } from './place-texts.js';

/**
 * Places and the family's home area (issue 30, decision 062): a family chooses its home area
 * from a gazetteer of towns and neighbourhoods (GeoNames, places of at least 1,000 people);
 * only the place is stored, and no answer carries a latitude or longitude.
 */

/** The most places `GET /api/places` answers, and how many when `limit` is absent. */
export const PLACES_LIMIT_MAX = 20;
export const PLACES_LIMIT_DEFAULT = 8;
/** The longest query `GET /api/places` accepts (the longest place names are ≈ 60 characters). */
export const PLACE_QUERY_MAX = 100;

/**
 * The query of `GET /api/places`: `q`, the start of a place's name (case and accents ignored;
 * "York, GB" narrows by country or region code after a comma), and `limit` (1–20, default 8).
 */
export const placesQuerySchema = z.object({
  q: textSchema({ error: PLACE_MESSAGES.queryInvalid })
    .trim()
    .min(1, PLACE_MESSAGES.queryInvalid)
    .max(PLACE_QUERY_MAX, PLACE_MESSAGES.queryInvalid),
  limit: z.coerce
    .number({ error: PLACE_MESSAGES.queryInvalid })
    .int(PLACE_MESSAGES.queryInvalid)
    .min(1, PLACE_MESSAGES.queryInvalid)
    .max(PLACES_LIMIT_MAX, PLACE_MESSAGES.queryInvalid)
    .default(PLACES_LIMIT_DEFAULT),
});
export type PlacesQuery = z.output<typeof placesQuerySchema>;

/**
 * How a place is named wherever it is shown: its name, its first-level region's code when
 * GeoNames gives one (`ENG`, `NY`, `11`) and its ISO 3166 country code. No coordinates.
 */
const placeNameFields = {
  name: z.string(),
  admin: z.string().optional(),
  country: z.string(),
};

/** A place as the typeahead shows it: its GeoNames id and its name (see `placeNameFields`). */
export const placeSchema = z.object({ id: z.number().int(), ...placeNameFields });
export type Place = z.infer<typeof placeSchema>;

/** The answer of `GET /api/places`: the best matches, most populous first. */
export const placeListSchema = z.array(placeSchema);

/** `PUT /api/family/area` (a guardian): the family's home area, a place of the gazetteer. */
export const setFamilyAreaSchema = z.strictObject({
  placeId: recordIdSchema(PLACE_MESSAGES.chooseFromList),
});
export type SetFamilyAreaRequest = z.infer<typeof setFamilyAreaSchema>;

/** The family's home area as `GET /api/family` and `PUT /api/family/area` answer it. */
export const familyAreaSchema = z.object({ placeId: z.number().int(), ...placeNameFields });
export type FamilyArea = z.infer<typeof familyAreaSchema>;
