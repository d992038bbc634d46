// The client quotes (content/data/testimonials.yaml) of the home, contact and portfolio pages' carousel.
import * as z from "zod";
import type { DataContentType } from "./content-type";
import { IMAGE_SLOTS, altText, cardText, dataImage, field, text } from "./fields";

export const testimonials = {
  typeName: "TestimonialsYaml",
  holds: { unique: "id" },
  editor: { label: "Testimonials", label_singular: "testimonial", summary: "{{author}}" },
  entry: z.strictObject({
    id: field(text, { label: "Id" }),
    text: field(cardText, { label: "Quote", widget: "text" }),
    author: field(text, { label: "Author" }),
    position: field(text, { label: "Position", hint: "Job title and company." }),
    avatar: dataImage(IMAGE_SLOTS.testimonialAvatar, "avatars", { label: "Portrait" }),
    avatarAlt: field(altText, { label: "Portrait description" }),
  }),
} as const satisfies DataContentType;
