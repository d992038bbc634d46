// A team member's slide colour, by the name content/data/team.yaml gives it: the theme token the
// carousel paints with, and the same colour as a plain value for the CMS's preview, which has no
// Chakra system. Lime is the brand's scale (palette.ts); the others are Chakra's default shades.
import type { TEAM_BACKGROUNDS } from "../content-types";
import { palette } from "../theme/palette";

type TeamBackground = (typeof TEAM_BACKGROUNDS)[number];

/**
 * Each is light, and a slide's text is the theme's darkest ink on it: contrast well above WCAG AA
 * (over 12:1).
 */
export const TEAM_TONES = {
  lime: { token: "lime.200", value: palette.lime[200] },
  teal: { token: "teal.200", value: "#99F6E4" },
  violet: { token: "purple.300", value: "#D8B4FE" },
  amber: { token: "yellow.200", value: "#FEF08A" },
} as const satisfies Record<TeamBackground, { token: string; value: string }>;

/** The theme token for a member's colour; lime for a name the content schema would have refused. */
export function teamToneToken(background: string): string {
  return Object.hasOwn(TEAM_TONES, background) ? TEAM_TONES[background as TeamBackground].token : TEAM_TONES.lime.token;
}
