/**
 * A token bucket: the per-socket event rate limit (issue 12, abuse limits). Holds at most
 * `capacity` tokens, refilled at `perMinute` a minute; each event takes one.
 */
export class EventBucket {
  private tokens: number;
  private updatedAt: number;

  /**
   * @param perMinute events a socket may send a minute, sustained
   * @param capacity the burst: how many may come at once (default a quarter of a minute's)
   * @param now the clock, in ms
   */
  constructor(
    private readonly perMinute: number,
    private readonly capacity = Math.max(1, Math.ceil(perMinute / 4)),
    private readonly now: () => number = Date.now,
  ) {
    this.tokens = this.capacity;
    this.updatedAt = now();
  }

  /** Takes one token: true when the event may go on, false when over the limit. */
  take(): boolean {
    const at = this.now();
    this.tokens = Math.min(
      this.capacity,
      this.tokens + ((at - this.updatedAt) * this.perMinute) / 60_000,
    );
    this.updatedAt = at;
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }
}
