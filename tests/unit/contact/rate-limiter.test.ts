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

  it("stays bounded, forgetting the least recently seen address first", () => {
    const { limiter } = limiterWithClock(0, 3);
    limiter.consume("first", limit);
    limiter.consume("second", limit);
    limiter.consume("third", limit);
    limiter.consume("first", limit);
    limiter.consume("fourth", limit);
    expect(limiter.size).toBe(3);
    // "second" was forgotten, so it starts afresh; "first", seen since, still has two sends counted.
    for (let i = 0; i < 3; i += 1) expect(limiter.consume("second", limit).allowed).toBe(true);
    expect(limiter.consume("first", limit)).toEqual({ allowed: true });
    expect(limiter.consume("first", limit).allowed).toBe(false);

    for (let i = 0; i < 100; i += 1) limiter.consume(`burst-${i}`, limit);
    expect(limiter.size).toBe(3);
  });

  it("keeps a refused address refused until its window ends, however many others arrive", () => {
    const { limiter, advance } = limiterWithClock(0, 1_000);
    for (let i = 0; i < 3; i += 1) limiter.consume("refused", limit);
    expect(limiter.consume("refused", limit).allowed).toBe(false);
    for (let i = 0; i < 5_000; i += 1) limiter.consume(`other-${i}`, limit);
    expect(limiter.consume("refused", limit)).toEqual({ allowed: false, retryAfterMs: 60_000 });
    expect(limiter.size).toBe(1_000);
    advance(60_000);
    expect(limiter.consume("refused", limit)).toEqual({ allowed: true });
  });

  it("still limits a new address when every remembered one is refused", () => {
    const { limiter } = limiterWithClock(0, 3);
    for (const key of ["a", "b", "c"]) for (let i = 0; i < 3; i += 1) limiter.consume(key, limit);
    for (let i = 0; i < 3; i += 1) expect(limiter.consume("newcomer", limit).allowed).toBe(true);
    expect(limiter.consume("newcomer", limit).allowed).toBe(false);
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
