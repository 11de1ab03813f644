/**
 * A clock for the GitHub client's retry waits that never waits: `sleep` moves `now` forward and
 * records the wait, so a test sees exactly how long the action would have waited, at no cost.
 */
import type { ApiClock } from '../../src/github/rest/retry-policy.js';

export class TestClock implements ApiClock {
  private t = Date.now();
  readonly waits: number[] = [];

  now(): number {
    return this.t;
  }

  sleep(ms: number): Promise<void> {
    this.waits.push(ms);
    this.t += ms;
    return Promise.resolve();
  }
}
