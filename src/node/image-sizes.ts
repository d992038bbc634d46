// Every image content names is a picture the site can publish (a raster file, never an SVG
// document) at least as large as the slot it fills: a smaller one is stretched on the page and
// upscaled in shared previews. Only the file's header is read (sharp's metadata), not its pixels.
import path from "node:path";
import sharp from "sharp";
import type * as z from "zod";
import { imageSlots, type ImageSlot } from "../content-types";
import { leavesOf } from "./schema-walk";

export interface ImageUse {
  /** The field, e.g. "hero.images.0.image". */
  field: string;
  /** The file's absolute path. */
  file: string;
  slot: ImageSlot;
}

/** What the build needs to know of an image file: read from its header, not its pixels. */
export interface ImageFacts {
  width: number;
  height: number;
  /** sharp's name for what the file holds, whatever its name says: "jpeg", "png", "webp", "svg", ... */
  format: string;
}

/** The images a content value names, each with the slot its schema declares. */
export function imageUses(schema: z.ZodType, value: unknown, baseDir: string): ImageUse[] {
  return leavesOf(schema, value).flatMap(({ schema: leafSchema, value: leafValue, path: fieldPath }) => {
    const slot = imageSlots.get(leafSchema);
    return slot && typeof leafValue === "string"
      ? [{ field: fieldPath.join("."), file: path.resolve(baseDir, leafValue), slot }]
      : [];
  });
}

/** The file's size and format, or undefined when it is not an image sharp can read. */
export async function readImageFacts(file: string): Promise<ImageFacts | undefined> {
  try {
    const { width, height, format } = await sharp(file).metadata();
    return width && height && format ? { width, height, format } : undefined;
  } catch {
    return undefined;
  }
}

export type ImageReader = (file: string) => Promise<ImageFacts | undefined>;

/**
 * `field: message` lines for images the site cannot publish: not an image at all, an SVG drawing
 * (whatever its file name says; see svgProblems in file-checks.ts), or smaller than its slot.
 */
export async function imageProblems(uses: ImageUse[], readImage: ImageReader = readImageFacts): Promise<string[]> {
  const problems = await Promise.all(
    uses.map(async ({ field, file, slot }) => {
      const image = await readImage(file);
      const name = path.basename(file);
      if (!image) return [`${field}: ${name} is not an image the site can read`];
      if (image.format === "svg") return [`${field}: ${name} is an SVG drawing; ${RASTER_FORMATS_HINT}`];
      if (image.width >= slot.minWidth && image.height >= slot.minHeight) return [];
      return [
        `${field}: ${name} is ${image.width} × ${image.height} pixels; the ${slot.label} slot needs at least ${slot.minWidth} × ${slot.minHeight}`,
      ];
    }),
  );
  return problems.flat();
}

/** What an editor should give instead of an SVG. */
export const RASTER_FORMATS_HINT = "give the picture as a PNG, JPEG or WebP file";
