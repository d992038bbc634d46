// The typing headline as pure steps: which part of each segment shows after `step` keystrokes.
// Both heroes render the full heading for everyone and type a decorative copy over it (use-typewriter.ts).

/** One keystroke of the typing headline: a look chosen for the headline alone, so it lives beside it. */
export const HEADLINE_TYPING_STEP_MS = 45;

export type HeadlineSegment =
  | { kind: "text"; text: string; highlight?: boolean }
  /** A decorative rule that draws in over `steps` keystrokes. */
  | { kind: "rule"; steps: number };

export type TypedSegment =
  | { kind: "text"; typed: string; rest: string; highlight?: boolean }
  | { kind: "rule"; progress: number };

const segmentSteps = (segment: HeadlineSegment) =>
  segment.kind === "text" ? Array.from(segment.text).length : segment.steps;

/** Keystrokes needed to type every segment. */
export const totalSteps = (segments: readonly HeadlineSegment[]) =>
  segments.reduce((sum, segment) => sum + segmentSteps(segment), 0);

/** Each segment split into what has been typed after `step` keystrokes and what is still to come. */
export function typedSegments(segments: readonly HeadlineSegment[], step: number): TypedSegment[] {
  let remaining = Math.max(0, step);
  return segments.map((segment) => {
    const steps = segmentSteps(segment);
    const done = Math.min(remaining, steps);
    remaining -= done;
    if (segment.kind === "rule") return { kind: "rule", progress: steps === 0 ? 1 : done / steps };
    const characters = Array.from(segment.text);
    return {
      kind: "text",
      typed: characters.slice(0, done).join(""),
      rest: characters.slice(done).join(""),
      highlight: segment.highlight,
    };
  });
}

/** Index of the segment the caret sits in after `step` keystrokes (the last one once finished). */
export function caretSegment(segments: readonly HeadlineSegment[], step: number): number {
  let remaining = Math.max(0, step);
  for (let index = 0; index < segments.length; index += 1) {
    const steps = segmentSteps(segments[index] as HeadlineSegment);
    if (remaining < steps) return index;
    remaining -= steps;
  }
  return segments.length - 1;
}
