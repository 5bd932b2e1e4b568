/**
 * The shared schemas of these answers, for their `LazySchema`s: imported on demand, so the
 * screens asking for them carry no zod on their first load (decision 082); each built when an
 * answer is first checked with it (`builtOnce`, issue 29).
 */
export { getKidSchema, getKidListSchema } from '@nestling/shared';
