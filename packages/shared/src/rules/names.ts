/**
 * The name a kid's public card shows (product.md "Children's privacy and safety": a public
 * card shows the first name). The first name is the first word of the name as the parent
 * typed it — words split on any white space — so "Mia Rose Smith" shows "Mia" and a surname
 * never reaches another family. A hyphen or an apostrophe does not split a word
 * ("Anne-Marie", "D'Arcy"); a two-word given name ("Mary Kate") shows its first word only,
 * the safe side. Other families see this everywhere they see the kid: Explore cards, friend
 * requests, notifications.
 * @param name the kid's name, e.g. "Mia Rose Smith"
 * @returns its first word, e.g. "Mia" ("" for a blank name)
 */
export function publicFirstName(name: string): string {
  return name.trim().split(/\s+/u, 1)[0] ?? '';
}
