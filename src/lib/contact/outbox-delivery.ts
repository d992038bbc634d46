// Stores a composed mail as an .eml file in the local outbox when no SMTP server is configured.
import { randomBytes } from "node:crypto";
import { mkdir, open, rename, rm } from "node:fs/promises";
import path from "node:path";
import type { SendMailOptions } from "nodemailer";
import MailComposer from "nodemailer/lib/mail-composer";

/** `2025-07-11T15-30-00.000Z-1a2b3c4d5e6f.eml`: sorts by time; colons swapped for dashes, which Windows forbids in names. */
export function outboxFileName(storedAt: Date, id: string): string {
  return `${storedAt.toISOString().replace(/:/g, "-")}-${id}.eml`;
}

/**
 * Writes the raw RFC 822 message to a temp file beside its final name, flushes it
 * to disk, then renames it: a rename within one folder is atomic, so a crash
 * leaves either a complete .eml or a dot-named temp file, never half a message.
 * Returns the path of the stored file.
 */
export async function storeInOutbox(mail: SendMailOptions, outboxDir: string, storedAt: Date): Promise<string> {
  const raw = await new MailComposer(mail).compile().build();
  await mkdir(outboxDir, { recursive: true });

  const fileName = outboxFileName(storedAt, randomBytes(6).toString("hex"));
  const finalPath = path.join(outboxDir, fileName);
  const tempPath = path.join(outboxDir, `.${fileName}.tmp`);
  try {
    // "wx": never overwrite; 0o600: the file holds a visitor's personal data.
    const file = await open(tempPath, "wx", 0o600);
    try {
      await file.writeFile(raw);
      await file.sync();
    } finally {
      await file.close();
    }
    await rename(tempPath, finalPath);
  } catch (error) {
    await rm(tempPath, { force: true });
    throw error;
  }
  return finalPath;
}
