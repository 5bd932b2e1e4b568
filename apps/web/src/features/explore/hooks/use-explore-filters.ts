import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  EXPLORE_DEFAULT_DISTANCE_KM,
  EXPLORE_DISTANCES_KM,
  EXPLORE_PAGE_SIZE,
  GENDERS,
  SKILL_LEVELS,
  type ExploreQuery,
  type Gender,
} from '@nestling/shared';

/** The ages the age filter offers, in whole years (Explore's select: under 1 to 17). */
export const EXPLORE_MAX_AGE = 17;

/**
 * Explore's filters as the URL holds them (conventions: state a parent would share or go back
 * to lives in the URL), one search parameter each: `interest` (repeated), `custom` (the
 * parent's own interests, repeated), `gender`, `age`, `skill`, `forKid`, `within` (issue 30:
 * 5, 10, 25 or 50 km, or `any`; absent — the default, 25 km once the family has a home area)
 * and `page`. Other
 * parameters (Explore's `requests`) are left alone.
 */
export interface ExploreFilters {
  /** The interests ticked: every one must be the kid's (spec §5 Public kid filters). */
  interests: string[];
  /** The interests the parent added with the custom-interest box. */
  custom: string[];
  gender: Gender | '';
  /** Whole years, 0–17, as the select's value; '' for any age. */
  age: string;
  skillLevel: (typeof SKILL_LEVELS)[number] | '';
  /** The parent's kid to match for as chosen, or undefined for the default (the first kid). */
  forKid: number | undefined;
  /** The distance chosen: km as text, `any`, or '' for the default (see exploreQueryOf). */
  within: ExploreWithin;
  /** The page, from 1. */
  page: number;
}

/** The distance filter's values: km of EXPLORE_DISTANCES_KM as text, `any`, '' (default). */
export type ExploreWithin = `${(typeof EXPLORE_DISTANCES_KM)[number]}` | 'any' | '';
const WITHIN_VALUES: readonly ExploreWithin[] = [
  ...EXPLORE_DISTANCES_KM.map(String),
  'any',
] as ExploreWithin[];

const PARAMS = {
  interests: 'interest',
  custom: 'custom',
  gender: 'gender',
  age: 'age',
  skillLevel: 'skill',
  forKid: 'forKid',
  within: 'within',
  page: 'page',
} as const;

function positiveInteger(value: string | null): number | undefined {
  return value !== null && /^[1-9]\d{0,8}$/.test(value) ? Number(value) : undefined;
}

function oneOf<T extends string>(options: readonly T[], value: string | null): T | '' {
  return options.find((option) => option === value) ?? '';
}

/**
 * Reads Explore's filters from a query string; a value that is not one the filters offer is
 * read as no filter (a hand-edited or old link never breaks the page).
 */
export function readExploreFilters(params: URLSearchParams): ExploreFilters {
  const age = params.get(PARAMS.age);
  return {
    interests: params.getAll(PARAMS.interests).filter(Boolean),
    custom: params.getAll(PARAMS.custom).filter(Boolean),
    gender: oneOf(GENDERS, params.get(PARAMS.gender)),
    age:
      age !== null && /^\d{1,2}$/.test(age) && Number(age) <= EXPLORE_MAX_AGE
        ? String(Number(age))
        : '',
    skillLevel: oneOf(SKILL_LEVELS, params.get(PARAMS.skillLevel)),
    forKid: positiveInteger(params.get(PARAMS.forKid)),
    within: oneOf(WITHIN_VALUES, params.get(PARAMS.within)),
    page: positiveInteger(params.get(PARAMS.page)) ?? 1,
  };
}

/**
 * Writes `filters` into a copy of `params` (blank filters and page 1 are left out, so the
 * plain /dashboard/explore is the unfiltered first page).
 */
export function writeExploreFilters(
  params: URLSearchParams,
  filters: ExploreFilters,
): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const name of Object.values(PARAMS)) next.delete(name);
  for (const interest of filters.interests) next.append(PARAMS.interests, interest);
  for (const interest of filters.custom) next.append(PARAMS.custom, interest);
  if (filters.gender) next.set(PARAMS.gender, filters.gender);
  if (filters.age !== '') next.set(PARAMS.age, filters.age);
  if (filters.skillLevel) next.set(PARAMS.skillLevel, filters.skillLevel);
  if (filters.forKid !== undefined) next.set(PARAMS.forKid, String(filters.forKid));
  if (filters.within) next.set(PARAMS.within, filters.within);
  if (filters.page > 1) next.set(PARAMS.page, String(filters.page));
  return next;
}

/** How many filters narrow the list: each ticked interest, and gender, age and skill level. */
export function activeFilterCount(filters: ExploreFilters): number {
  return (
    filters.interests.length +
    (filters.gender ? 1 : 0) +
    (filters.age !== '' ? 1 : 0) +
    (filters.skillLevel ? 1 : 0)
  );
}

/**
 * The distance Explore asks for (issue 30): the one chosen, else 25 km once the family has a
 * home area; undefined is anywhere (always, for a family with no area).
 */
export function withinKmOf(within: ExploreWithin, hasArea: boolean): ExploreQuery['withinKm'] {
  if (!hasArea || within === 'any') return undefined;
  return within === '' ? EXPLORE_DEFAULT_DISTANCE_KM : (Number(within) as ExploreQuery['withinKm']);
}

/**
 * The kid Explore matches for (product.md): the one chosen in the URL when it is one of the
 * parent's kids, else the first of them; undefined without kids.
 * @param kids the parent's kids, in the kids list's order
 * @param chosen the URL's `forKid`, if any
 */
export function matchingForKid(
  kids: readonly { id: number }[],
  chosen: number | undefined,
): number | undefined {
  return kids.some((kid) => kid.id === chosen) ? chosen : kids[0]?.id;
}

/**
 * The query of GET /api/kids/public for `filters`, matching for `forKid` (the parent's kid
 * chosen, or the default; undefined without kids), within the distance of `withinKmOf`.
 */
export function exploreQueryOf(
  filters: ExploreFilters,
  forKid: number | undefined,
  hasArea = false,
): ExploreQuery {
  return {
    withinKm: withinKmOf(filters.within, hasArea),
    interests: filters.interests,
    gender: filters.gender || undefined,
    age: filters.age === '' ? undefined : Number(filters.age),
    skillLevel: filters.skillLevel || undefined,
    forKid,
    page: filters.page,
    pageSize: EXPLORE_PAGE_SIZE,
  };
}

/**
 * Explore's filters, kept in the URL's search parameters, so a filtered Explore page can be
 * shared, reloaded and gone back to (issue 23).
 * @returns `filters`; `change` (a partial change: any filter but the page goes back to page
 *   1; the history entry is replaced, so Back leaves Explore rather than untick a box);
 *   `goToPage` (a new history entry, so Back returns to the page before); `clear` (every
 *   filter off, "Matching for" kept)
 */
export function useExploreFilters() {
  const [searchParams, setSearchParams] = useSearchParams();
  // The parameters just written, shown until the navigation lands (a router navigation
  // completes a tick later: a ticked box must not flick back meanwhile). They count only while
  // the location is the one they were written on: ours landing, or Back, ends them.
  const [written, setWritten] = useState<{ on: URLSearchParams; next: URLSearchParams }>();
  const shown = written?.on === searchParams ? written.next : searchParams;
  const filters = useMemo(() => readExploreFilters(shown), [shown]);

  const update = useCallback(
    (change: (current: ExploreFilters) => ExploreFilters, replace: boolean) => {
      const next = writeExploreFilters(shown, change(readExploreFilters(shown)));
      setWritten({ on: searchParams, next });
      setSearchParams(next, { replace });
    },
    [shown, searchParams, setSearchParams],
  );

  const change = useCallback(
    (next: Partial<Omit<ExploreFilters, 'page'>>) =>
      update((current) => ({ ...current, ...next, page: 1 }), true),
    [update],
  );

  const goToPage = useCallback(
    (page: number, options: { replace?: boolean } = {}) =>
      update((current) => ({ ...current, page }), options.replace ?? false),
    [update],
  );

  const clear = useCallback(
    () =>
      update(
        (current) => ({
          ...current,
          interests: [],
          gender: '',
          age: '',
          skillLevel: '',
          page: 1,
        }),
        true,
      ),
    [update],
  );

  return { filters, change, goToPage, clear };
}
