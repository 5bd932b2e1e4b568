/**
 * Words that name a street rather than a town or neighbourhood, matched as whole words
 * (any case): English, French, Spanish, Portuguese and German, with their usual abbreviations.
 * Words that also name places ("Court", "Square", "Way", "St" for Saint) are left out.
 */
const STREET_WORDS =
  /(^|[^\p{L}])(street|road|rd|avenue|ave|lane|boulevard|blvd|drive|rue|calle|avenida|rua|strasse|straße|str)\.?(?=$|[^\p{L}])/iu;
/** German street names are often one word ending in -straße, -strasse or -weg ("Hauptstraße"). */
const STREET_SUFFIXES = /\p{L}(straße|strasse|gasse)(?=$|[^\p{L}])/iu;
/** A house number, a flat number or a postcode: any digit. */
const DIGIT = /\p{Nd}/u;

/**
 * Whether a kid card's "area" (product.md: the town or neighbourhood the parent types, shown
 * on the public card) looks like a street address: a digit (a house number, a postcode) or a
 * street word ("Baker Street", "12 rue de la Paix", "Hauptstraße"). Meanwhile the area stays
 * free text (issue 27, finding 7; the families-nearby issue replaces it with a place from a
 * gazetteer), so this refuses what would tell a stranger where a child lives.
 * @param area the trimmed text the parent typed
 * @returns true when it should be refused
 */
export function looksLikeStreetAddress(area: string): boolean {
  return DIGIT.test(area) || STREET_WORDS.test(area) || STREET_SUFFIXES.test(area);
}
