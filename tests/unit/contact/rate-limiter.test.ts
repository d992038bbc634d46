/** @jest-environment node */
// The sliding-window limiter: counts per address, frees slots as they age, stays bounded, survives Gatsby's module reloads.
import { createRateLimiter } from "../../../src/lib/contact/rate-limiter";

const limit = { max: 3, windowMs: 60_000 };

function limiterWithClock(start = 1_000_000, maxKeys?: number) {
  let now = start;
  const limiter = createRateLimiter({ now: () => now, ...(maxKeys === undefined ? {} : { maxKeys }) });
  return { limiter, advance: (ms: number) => (now += ms) };
}

describe("createRateLimiter", () => {
  it("allows max sends per window, then refuses with the wait until the oldest ages out", () => {
    const { limiter, advance } = limiterWithClock();
    expect(limiter.consume("a", limit)).toEqual({ allowed: true });
    advance(10_000);
    expect(limiter.consume("a", limit)).toEqual({ allowed: true });
    expect(limiter.consume("a", limit)).toEqual({ allowed: true });
    advance(5_000);
    expect(limiter.consume("a", limit)).toEqual({ allowed: false, retryAfterMs: 45_000 });
  });

  it("slides: a slot frees exactly when its send leaves the window", () => {
    const { limiter, advance } = limiterWithClock();
    for (let i = 0; i < 3; i += 1) {
      limiter.consume("a", limit);
      advance(1_000);
    }
    advance(56_999);
    expect(limiter.consume("a", limit)).toEqual({ allowed: false, retryAfterMs: 1 });
    advance(1);
    expect(limiter.consume("a", limit)).toEqual({ allowed: true });
    expect(limiter.consume("a", limit)).toEqual({ allowed: false, retryAfterMs: 1_000 });
  });

  it("does not count refused attempts, so a blocked client is not blocked for longer", () => {
    const { limiter, advance } = limiterWithClock();
    for (let i = 0; i < 3; i += 1) limiter.consume("a", limit);
    for (let i = 0; i < 10; i += 1) limiter.consume("a", limit);
    advance(60_000);
    for (let i = 0; i < 3; i += 1) expect(limiter.consume("a", limit)).toEqual({ allowed: true });
  });

  it("counts each address separately", () => {
    const { limiter } = limiterWithClock();
    for (let i = 0; i < 3; i += 1) limiter.consume("a", limit);
    expect(limiter.consume("a", limit).allowed).toBe(false);
    expect(limiter.consume("b", limit)).toEqual({ allowed: true });
  });

  it("stays bounded: idle addresses go first, then the least recently seen", () => {
    const { limiter, advance } = limiterWithClock(0, 3);
    limiter.consume("idle-1", limit);
    limiter.consume("idle-2", limit);
    advance(60_000);
    limiter.consume("active-1", limit);
    limiter.consume("active-2", limit);
    expect(limiter.size).toBe(2);

    for (let i = 0; i < 100; i += 1) limiter.consume(`burst-${i}`, limit);
    expect(limiter.size).toBe(3);
  });

  it("remembers a blocked address while it is still over the limit", () => {
    const { limiter } = limiterWithClock(0, 2);
    for (let i = 0; i < 3; i += 1) limiter.consume("a", limit);
    limiter.consume("a", limit);
    limiter.consume("b", limit);
    expect(limiter.consume("a", limit).allowed).toBe(false);
  });
});

describe("sharedRateLimiter", () => {
  type LimiterModule = typeof import("../../../src/lib/contact/rate-limiter");

  it("is one limiter even when its module is loaded afresh, as Gatsby does per request", () => {
    const loads: LimiterModule[] = [];
    for (let i = 0; i < 2; i += 1) {
      jest.isolateModules(() => {
        loads.push(jest.requireActual<LimiterModule>("../../../src/lib/contact/rate-limiter"));
      });
    }
    const [first, second] = loads;
    expect(second).not.toBe(first);
    expect(second?.sharedRateLimiter()).toBe(first?.sharedRateLimiter());
  });
});
