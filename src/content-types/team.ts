// The team (content/data/team.yaml): the about page's carousel, in display order.
import * as z from "zod";
import type { DataContentType } from "./content-type";
import { IMAGE_SLOTS, altText, cardText, image, text } from "./fields";

/** A team member's slide colour, by name; src/lib/team-tones.ts paints each. */
export const TEAM_BACKGROUNDS = ["lime", "teal", "violet", "amber"] as const;

export const team = {
  typeName: "TeamYaml",
  holds: { unique: "id" },
  entry: z.strictObject({
    id: text,
    name: text,
    role: text,
    experience: text,
    bio: cardText,
    image: image(IMAGE_SLOTS.teamPortrait),
    imageAlt: altText,
    bg: z.enum(TEAM_BACKGROUNDS),
  }),
} as const satisfies DataContentType;
