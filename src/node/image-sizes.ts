// Every image is at least as large as the slot it fills: a smaller one is stretched on the page
// and upscaled in shared previews. Only the file's header is read (sharp's metadata), not its pixels.
import path from "node:path";
import sharp from "sharp";
import type * as z from "zod";
import { imageSlots, type ImageSlot } from "./content-schemas";
import { leavesOf } from "./schema-walk";

export interface ImageUse {
  /** The field, e.g. "hero.images.0.image". */
  field: string;
  /** The file's absolute path. */
  file: string;
  slot: ImageSlot;
}

export interface ImageSize {
  width: number;
  height: number;
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

export async function readImageSize(file: string): Promise<ImageSize | undefined> {
  const { width, height } = await sharp(file).metadata();
  return width && height ? { width, height } : undefined;
}

/** `field: message` lines for images smaller than their slot, or that are not images at all. */
export async function undersizedImages(
  uses: ImageUse[],
  readSize: (file: string) => Promise<ImageSize | undefined> = readImageSize,
): Promise<string[]> {
  const problems = await Promise.all(
    uses.map(async ({ field, file, slot }) => {
      const size = await readSize(file).catch(() => undefined);
      if (!size) return [`${field}: ${path.basename(file)} is not an image the site can read`];
      if (size.width >= slot.minWidth && size.height >= slot.minHeight) return [];
      return [
        `${field}: ${path.basename(file)} is ${size.width} × ${size.height} pixels; the ${slot.label} slot needs at least ${slot.minWidth} × ${slot.minHeight}`,
      ];
    }),
  );
  return problems.flat();
}
