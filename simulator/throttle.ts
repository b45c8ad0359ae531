// Failed-login throttling per account and per client address: after `limit` failures inside the
// window, that key is refused (429 with Retry-After) until the window that began with its first
// failure has passed. A success clears the account's count (not the address's).

export interface ThrottleLimits {
  perAccount: number;
  perAddress: number;
  windowMs: number;
}
export const DEFAULT_LIMITS: ThrottleLimits = { perAccount: 5, perAddress: 50, windowMs: 15 * 60_000 };

interface Count {
  failures: number;
  since: number;
}
const MAX_KEYS = 10_000; // bounded memory under a spray of made-up e-mails

export class LoginThrottle {
  private readonly counts = new Map<string, Count>();
  constructor(
    private readonly limits: ThrottleLimits = DEFAULT_LIMITS,
    private readonly now: () => number = Date.now,
  ) {}

  /** seconds to wait when either key is locked, else 0 */
  retryAfter(email: string, address: string): number {
    return Math.max(
      this.wait(`a:${email}`, this.limits.perAccount),
      this.wait(`ip:${address}`, this.limits.perAddress),
    );
  }

  failed(email: string, address: string): void {
    this.bump(`a:${email}`);
    this.bump(`ip:${address}`);
  }

  succeeded(email: string): void {
    this.counts.delete(`a:${email}`);
  }

  private wait(key: string, limit: number): number {
    const c = this.live(key);
    if (!c || c.failures < limit) return 0;
    return Math.ceil((c.since + this.limits.windowMs - this.now()) / 1000);
  }

  private live(key: string): Count | undefined {
    const c = this.counts.get(key);
    if (c && this.now() - c.since >= this.limits.windowMs) {
      this.counts.delete(key);
      return undefined;
    }
    return c;
  }

  private bump(key: string): void {
    const c = this.live(key);
    if (c) {
      c.failures += 1;
      return;
    }
    if (this.counts.size >= MAX_KEYS) this.sweep();
    this.counts.set(key, { failures: 1, since: this.now() });
  }

  private sweep(): void {
    for (const key of [...this.counts.keys()]) this.live(key);
    // still full of live keys: drop the oldest (Map keeps insertion order)
    for (const key of this.counts.keys()) {
      if (this.counts.size < MAX_KEYS) break;
      this.counts.delete(key);
    }
  }
}
