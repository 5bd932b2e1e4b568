// zod-free: a builder of an answer's schema, for the web's late check (issue 29).

/**
 * A function that builds a value on its first call and returns that same value on every call
 * after it. The answers' schemas the web checks after its first screen (decision 092) are each
 * defined through one (`getKidSchema`, …): the web builds a schema when it checks an answer with
 * it, one per task, instead of every schema when their module is evaluated; the exported
 * constant (`kidSchema`, …) is the same instance, made when its module is evaluated, for the
 * server and everything else.
 * @param build makes the value; called at most once (again only if it threw)
 * @returns the getter of the value
 */
export function builtOnce<T>(build: () => T): () => T {
  let built: { value: T } | undefined;
  return () => {
    built ??= { value: build() };
    return built.value;
  };
}
