// The team (content/data/team.yaml): the about page's carousel, in display order.
import * as z from "zod";
import type { DataContentType } from "./content-type";
import { IMAGE_SLOTS, altText, cardText, dataImage, field, text } from "./fields";

/** A team member's slide colour, by name; src/lib/team-tones.ts paints each. */
export const TEAM_BACKGROUNDS = ["lime", "teal", "violet", "amber"] as const;

export const team = {
  typeName: "TeamYaml",
  holds: { unique: "id" },
  editor: { label: "Team", label_singular: "team member", summary: "{{name}}, {{role}}" },
  entry: z.strictObject({
    id: field(text, { label: "Id", hint: "Lower-case name joined by hyphens, e.g. amelia-hart." }),
    name: field(text, { label: "Name" }),
    role: field(text, { label: "Role" }),
    experience: field(text, { label: "Experience", hint: "e.g. 8+ Years of Experience" }),
    bio: field(cardText, { label: "Biography", widget: "text" }),
    image: dataImage(IMAGE_SLOTS.teamPortrait, "team", { label: "Portrait" }),
    imageAlt: field(altText, { label: "Portrait description" }),
    bg: field(z.enum(TEAM_BACKGROUNDS), { label: "Background colour" }),
  }),
} as const satisfies DataContentType;
