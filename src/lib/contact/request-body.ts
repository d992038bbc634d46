// Reads the contact form's request body in either of its two encodings, within a size limit.
import { Buffer } from "node:buffer";

/** "json" from the JavaScript form, "form" from the plain HTML form that works without JavaScript. */
export type ContactBodyFormat = "json" | "form";

/**
 * The largest body accepted. The four fields at their maxima are about 5.5 KB of
 * ASCII; the rest is headroom for encoding. Text in non-Latin scripts costs two
 * or three bytes a character in JSON and up to nine when percent-encoded, so a
 * maximal message in such a script can exceed this and gets a 413.
 */
export const CONTACT_BODY_LIMIT_BYTES = 8 * 1024;

export type BodyReadResult =
  | { kind: "fields"; fields: unknown }
  | { kind: "too-large" }
  | { kind: "malformed" };

/**
 * The body's format from its Content-Type, or null for any other type. Both formats are read as
 * UTF-8, which is what browsers send: a body declaring another charset is refused, not misread.
 */
export function bodyFormat(contentType: string | undefined): ContactBodyFormat | null {
  const [mediaType, ...parameters] = (contentType ?? "").split(";").map((part) => part.trim().toLowerCase());
  const charset = parameters.find((parameter) => parameter.startsWith("charset="))?.slice("charset=".length).replace(/^"|"$/g, "");
  if (charset !== undefined && charset !== "utf-8" && charset !== "utf8") return null;
  if (mediaType === "application/json") return "json";
  if (mediaType === "application/x-www-form-urlencoded") return "form";
  return null;
}

/** The size the client declared; NaN when absent or unreadable, which compares false with any limit. */
export function declaredLength(contentLength: string | undefined): number {
  return contentLength !== undefined && /^\d+$/.test(contentLength.trim()) ? Number(contentLength) : Number.NaN;
}

// fatal: JSON with broken UTF-8 is a malformed body, not text to guess at.
const strictUtf8 = new TextDecoder("utf-8", { fatal: true });

function parseJson(text: string): BodyReadResult {
  try {
    return { kind: "fields", fields: JSON.parse(text) };
  } catch {
    return { kind: "malformed" };
  }
}

/** First value wins for a repeated name, as a browser never repeats one of these fields. */
function parseForm(text: string): BodyReadResult {
  const fields: Record<string, string> = {};
  for (const [name, value] of new URLSearchParams(text)) {
    if (!(name in fields)) fields[name] = value;
  }
  return { kind: "fields", fields };
}

/**
 * Whether `value` written as compact JSON would pass `limitBytes`. Counted level by level without
 * recursion, because a body another host parsed can nest deeper than JSON.stringify's stack:
 * `{"a":[[[[...` 50,000 levels deep would otherwise throw and turn into a 500. Stops counting as
 * soon as the limit is passed.
 */
export function jsonSizeExceeds(value: unknown, limitBytes: number): boolean {
  let size = 0;
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const next = pending.pop();
    if (Array.isArray(next)) {
      // Brackets and commas, then each item.
      size += 2 + Math.max(0, next.length - 1);
      for (const item of next) pending.push(item);
    } else if (typeof next === "object" && next !== null) {
      const entries = Object.entries(next);
      size += 2 + Math.max(0, entries.length - 1);
      for (const [key, item] of entries) {
        size += Buffer.byteLength(JSON.stringify(key)) + 1;
        pending.push(item);
      }
    } else {
      size += Buffer.byteLength(JSON.stringify(next) ?? "null");
    }
    if (size > limitBytes) return true;
  }
  return false;
}

/**
 * `body` is what the host left on the request: the raw bytes from our server,
 * but a string or an already-parsed object is accepted too, so another host's
 * parser cannot bypass the size limit.
 */
export function readContactBody(body: unknown, format: ContactBodyFormat, limitBytes: number): BodyReadResult {
  let text: string;
  if (body instanceof Uint8Array) {
    if (body.byteLength > limitBytes) return { kind: "too-large" };
    if (format === "form") {
      text = Buffer.from(body).toString("utf8");
    } else {
      try {
        text = strictUtf8.decode(body);
      } catch {
        return { kind: "malformed" };
      }
    }
  } else if (typeof body === "string") {
    text = body;
  } else if (body === undefined || body === null) {
    text = "";
  } else {
    if (jsonSizeExceeds(body, limitBytes)) return { kind: "too-large" };
    return { kind: "fields", fields: body };
  }

  if (Buffer.byteLength(text) > limitBytes) return { kind: "too-large" };
  return format === "json" ? parseJson(text) : parseForm(text);
}
