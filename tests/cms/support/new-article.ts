// A new article as an editor writes it in the CMS: every required field filled, the hero uploaded.
import { expect, type Page } from "@playwright/test";
import sharp from "sharp";
import { openCms } from "./cms-project";

/** A JPEG unlike any image in the project, by default exactly as large as an article's hero slot. */
export const heroJpeg = (width = 1200, height = 675) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 90 } } })
    .jpeg()
    .toBuffer();

/** Fills a new article's form: every required field, the hero image uploaded as `hero.jpg`. */
export async function fillNewArticle(page: Page, cmsUrl: string, title: string, hero: Promise<Buffer> = heroJpeg()): Promise<void> {
  await openCms(page, cmsUrl, "#/collections/blog");
  await page.goto(`${cmsUrl}/admin/#/collections/blog/new`);
  await page.getByLabel("Title", { exact: true }).fill(title);
  await page
    .getByLabel("Description", { exact: true })
    .fill("A short guide for small businesses that want a faster, clearer website, with the first steps to take this month.");
  await page.getByLabel("Category", { exact: true }).click();
  await page.getByRole("option", { name: "Technology" }).click();
  await page.getByRole("button", { name: "Set published to now" }).click();
  await page.getByLabel("Hero image description", { exact: true }).fill("A laptop on a desk");
  await page.getByLabel("Ending", { exact: true }).click();
  await page.getByRole("option", { name: "contact", exact: true }).click();
  await page.getByLabel("Author", { exact: true }).click();
  await page.getByRole("option", { name: /^Priya Raman/ }).click();
  await page.locator('[aria-label="markdown field"] [role="textbox"]').click();
  await page.keyboard.insertText("A short introduction.");

  await page.getByRole("button", { name: "Choose an image" }).click();
  await page.locator('input[type="file"]').setInputFiles({ name: "hero.jpg", mimeType: "image/jpeg", buffer: await hero });
  await page.getByRole("button", { name: "Choose selected" }).click();
  await expect(page.getByRole("button", { name: "Choose different image" })).toBeVisible();
}

