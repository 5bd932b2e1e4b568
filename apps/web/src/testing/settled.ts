/**
 * Whether `promise` has settled once what is pending has had `ms` (real time) to run: pending
 * imports, callbacks, timers and idle moments — for a wait that must still be waiting, or
 * must be over, by then.
 * @param promise what to watch (its rejection counts as settled too)
 * @param ms how long to give the pending work, 250 ms by default
 */
export async function settledWithin(promise: Promise<unknown>, ms = 250): Promise<boolean> {
  let done = false;
  void promise.then(
    () => (done = true),
    () => (done = true),
  );
  await new Promise((resolve) => setTimeout(resolve, ms));
  return done;
}
