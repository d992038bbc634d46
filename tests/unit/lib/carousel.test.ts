/** @jest-environment node */
import {
  carouselReducer,
  isRotating,
  nextIndex,
  positionLabel,
  previousIndex,
  swipeDirection,
  wrapIndex,
  type RotationConditions,
} from "../../../src/lib/carousel";
import { HERO_SWIPE_THRESHOLD_PX } from "../../../src/lib/constants";
import { caretSegment, totalSteps, typedSegments, type HeadlineSegment } from "../../../src/lib/typewriter";

describe("indices wrap around in both directions", () => {
  it("steps forward and wraps from the last item to the first", () => {
    expect(nextIndex(0, 3)).toBe(1);
    expect(nextIndex(1, 3)).toBe(2);
    expect(nextIndex(2, 3)).toBe(0);
    expect(nextIndex(1, 2)).toBe(0);
  });

  it("steps back and wraps from the first item to the last", () => {
    expect(previousIndex(2, 3)).toBe(1);
    expect(previousIndex(0, 3)).toBe(2);
    expect(previousIndex(0, 2)).toBe(1);
  });

  it("folds any index into range and survives an empty carousel", () => {
    expect(wrapIndex(5, 3)).toBe(2);
    expect(wrapIndex(-4, 3)).toBe(2);
    expect(wrapIndex(3, 0)).toBe(0);
    expect(nextIndex(0, 1)).toBe(0);
  });
});

describe("swipes: more than 40 px of mostly sideways travel", () => {
  const at = (dx: number, dy = 0) => ({ startX: 200, endX: 200 + dx, startY: 300, endY: 300 + dy });

  it("a swipe to the left of more than the threshold shows the next item", () => {
    expect(swipeDirection(at(-(HERO_SWIPE_THRESHOLD_PX + 1)))).toBe("next");
    expect(swipeDirection(at(-120))).toBe("next");
  });

  it("a swipe to the right of more than the threshold shows the previous item", () => {
    expect(swipeDirection(at(HERO_SWIPE_THRESHOLD_PX + 1))).toBe("previous");
  });

  it("travel of the threshold or less is not a swipe", () => {
    expect(swipeDirection(at(-HERO_SWIPE_THRESHOLD_PX))).toBeNull();
    expect(swipeDirection(at(HERO_SWIPE_THRESHOLD_PX))).toBeNull();
    expect(swipeDirection(at(-(HERO_SWIPE_THRESHOLD_PX - 15)))).toBeNull();
    expect(swipeDirection(at(0))).toBeNull();
  });

  it("a mostly vertical gesture is a scroll, not a swipe", () => {
    expect(swipeDirection(at(-60, 150))).toBeNull();
    expect(swipeDirection(at(-150, 60))).toBe("next");
  });

  it("uses 40 px by default and accepts another threshold", () => {
    expect(HERO_SWIPE_THRESHOLD_PX).toBe(40);
    expect(swipeDirection(at(-60), 80)).toBeNull();
  });
});

describe("the carousel reducer", () => {
  const three = { index: 0, count: 3 };

  it("moves next and previous with wrap-around", () => {
    expect(carouselReducer(three, { type: "next" }).index).toBe(1);
    expect(carouselReducer({ index: 2, count: 3 }, { type: "next" }).index).toBe(0);
    expect(carouselReducer(three, { type: "previous" }).index).toBe(2);
  });

  it("jumps to a dot's item", () => {
    expect(carouselReducer(three, { type: "goTo", index: 2 }).index).toBe(2);
  });

  it("follows swipes and ignores short ones, keeping the same state object", () => {
    const left = { startX: 300, endX: 300 - HERO_SWIPE_THRESHOLD_PX - 10 };
    const right = { startX: 100, endX: 100 + HERO_SWIPE_THRESHOLD_PX + 10 };
    expect(carouselReducer(three, { type: "swipe", gesture: left }).index).toBe(1);
    expect(carouselReducer(three, { type: "swipe", gesture: right }).index).toBe(2);
    expect(carouselReducer(three, { type: "swipe", gesture: { startX: 100, endX: 80 } })).toBe(three);
  });

  it("keeps the same state object when nothing moves", () => {
    const one = { index: 0, count: 1 };
    expect(carouselReducer(one, { type: "next" })).toBe(one);
  });
});

describe("when a carousel rotates by itself", () => {
  const base: RotationConditions = {
    count: 2,
    enabled: true,
    reducedMotion: false,
    hovered: false,
    focusWithin: false,
    stopped: false,
  };

  it("rotates when nothing holds it", () => {
    expect(isRotating(base)).toBe(true);
  });

  it.each<[string, Partial<RotationConditions>]>([
    ["under reduced motion", { reducedMotion: true }],
    ["while hovered", { hovered: true }],
    ["while focus is inside", { focusWithin: true }],
    ["once the visitor stops it", { stopped: true }],
    ["when not in use (the hero's on wide screens)", { enabled: false }],
    ["with a single item", { count: 1 }],
  ])("does not rotate %s", (_, change) => {
    expect(isRotating({ ...base, ...change })).toBe(false);
  });
});

it("names positions from one", () => {
  expect(positionLabel(1, 3)).toBe("2 of 3");
});

describe("the typing headline", () => {
  const segments: HeadlineSegment[] = [
    { kind: "text", text: "Where " },
    { kind: "rule", steps: 4 },
    { kind: "text", text: " magic!", highlight: true },
  ];

  it("needs one keystroke per character plus the rule's steps", () => {
    expect(totalSteps(segments)).toBe(6 + 4 + 7);
  });

  it("types in order: text, then the rule, then the highlight", () => {
    expect(typedSegments(segments, 0)).toEqual([
      { kind: "text", typed: "", rest: "Where ", highlight: undefined },
      { kind: "rule", progress: 0 },
      { kind: "text", typed: "", rest: " magic!", highlight: true },
    ]);
    expect(typedSegments(segments, 3)[0]).toMatchObject({ typed: "Whe", rest: "re " });
    expect(typedSegments(segments, 8)[1]).toEqual({ kind: "rule", progress: 0.5 });
    const done = typedSegments(segments, totalSteps(segments));
    expect(done[2]).toMatchObject({ typed: " magic!", rest: "" });
    expect(typedSegments(segments, 1000)).toEqual(done);
  });

  it("keeps the caret in the segment being typed", () => {
    expect(caretSegment(segments, 0)).toBe(0);
    expect(caretSegment(segments, 7)).toBe(1);
    expect(caretSegment(segments, 11)).toBe(2);
    expect(caretSegment(segments, 1000)).toBe(2);
  });
});
