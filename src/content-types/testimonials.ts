// The client quotes (content/data/testimonials.yaml) of the home, contact and portfolio pages' carousel.
import * as z from "zod";
import type { DataContentType } from "./content-type";
import { IMAGE_SLOTS, altText, cardText, image, text } from "./fields";

export const testimonials = {
  typeName: "TestimonialsYaml",
  holds: { unique: "id" },
  entry: z.strictObject({
    id: text,
    text: cardText,
    author: text,
    position: text,
    avatar: image(IMAGE_SLOTS.testimonialAvatar),
    avatarAlt: altText,
  }),
} as const satisfies DataContentType;
