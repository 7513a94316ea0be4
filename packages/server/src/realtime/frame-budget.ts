/**
 * A token bucket for one live socket's inbound frames: `burst` frames at once, refilled at
 * `perSecond`. A client's own traffic (a heartbeat every 25 s, a `ping` now and then) stays
 * far below it; a client over it is flooding and is closed (live-socket.ts). Hand-written
 * because it is a dozen lines with no timers: the bucket refills from the clock when asked.
 */
export class FrameBudget {
  private tokens: number;
  private updatedAt: number;

  constructor(
    private readonly perSecond: number,
    private readonly burst: number,
    now = Date.now(),
  ) {
    this.tokens = burst;
    this.updatedAt = now;
  }

  /** Spends one frame; false when none is left. */
  take(now = Date.now()): boolean {
    const elapsed = Math.max(now - this.updatedAt, 0) / 1000;
    this.tokens = Math.min(this.burst, this.tokens + elapsed * this.perSecond);
    this.updatedAt = now;
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }
}
