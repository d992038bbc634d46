// The typing headline as a schedule: at which keystroke each character appears and each rule
// draws. Both heroes render the full heading for everyone and type a decorative copy over it
// (typing-headline.tsx); the copy's CSS animations follow this schedule, one keystroke every
// HEADLINE_TYPING_STEP_MS.

/** One keystroke of the typing headline. A design choice, not a spec constant. */
export const HEADLINE_TYPING_STEP_MS = 45;

export type HeadlineSegment =
  | { kind: "text"; text: string; highlight?: boolean }
  /** A decorative rule that draws in over `steps` keystrokes. */
  | { kind: "rule"; steps: number };

/** A segment with its keystrokes numbered from the headline's first, counting from 0. */
export type ScheduledSegment =
  | { kind: "text"; keys: { character: string; step: number }[]; highlight?: boolean }
  | { kind: "rule"; firstStep: number; steps: number };

const segmentSteps = (segment: HeadlineSegment) =>
  segment.kind === "text" ? Array.from(segment.text).length : segment.steps;

/** Keystrokes needed to type every segment. */
export const totalSteps = (segments: readonly HeadlineSegment[]) =>
  segments.reduce((sum, segment) => sum + segmentSteps(segment), 0);

/** Each character and rule with the keystroke it comes in at: in order, one keystroke each. */
export function keystrokeSchedule(segments: readonly HeadlineSegment[]): ScheduledSegment[] {
  let next = 0;
  return segments.map((segment) => {
    const firstStep = next;
    next += segmentSteps(segment);
    if (segment.kind === "rule") return { kind: "rule", firstStep, steps: segment.steps };
    const keys = Array.from(segment.text, (character, index) => ({ character, step: firstStep + index }));
    return { kind: "text", keys, highlight: segment.highlight };
  });
}
