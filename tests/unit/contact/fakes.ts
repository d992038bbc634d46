// Fake requests and responses for the contact function, shaped like the ones our server's Express hands it.
import { Buffer } from "node:buffer";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { ContactRequest } from "../../../src/api/send-email";
import type { ContactResponse } from "../../../src/lib/contact/responses";
import type { Lead } from "../../../src/lib/leads/lead";
import type { RecordStore } from "../../../src/lib/leads/record-store";

export const validFields = {
  firstName: "Ann",
  lastName: "Lee",
  email: "ann.lee@example.com",
  message: "We would like a quote for a new website.",
} as const;

interface RequestOptions {
  ip?: string;
  headers?: Record<string, string>;
}

/** The raw bytes, as our server's function routes deliver them. */
export function jsonRequest(fields: unknown, { ip = "203.0.113.7", headers = {} }: RequestOptions = {}): ContactRequest {
  const body = Buffer.from(JSON.stringify(fields));
  return {
    method: "POST",
    headers: { "content-type": "application/json", "content-length": String(body.length), ...headers },
    body,
    ip,
  };
}

export function formRequest(
  fields: Record<string, string>,
  { ip = "203.0.113.7", headers = {} }: RequestOptions = {},
): ContactRequest {
  const body = Buffer.from(new URLSearchParams(fields).toString());
  return {
    method: "POST",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      "content-length": String(body.length),
      ...headers,
    },
    body,
    ip,
  };
}

export interface RecordedResponse extends ContactResponse {
  statusCode: number;
  headers: Record<string, string>;
  body: unknown;
  ended: boolean;
}

export function fakeResponse(): RecordedResponse {
  const response: RecordedResponse = {
    statusCode: 200,
    headers: {},
    body: undefined,
    ended: false,
    status(code) {
      response.statusCode = code;
      return response;
    },
    setHeader(name, value) {
      response.headers[name.toLowerCase()] = value;
      return response;
    },
    json(body) {
      response.body = body;
      response.ended = true;
      return response;
    },
    send(body) {
      response.body = body;
      response.ended = true;
      return response;
    },
    end() {
      response.ended = true;
      return response;
    },
  };
  return response;
}

/** A fresh folder under the system temp dir, and its removal. */
export async function temporaryFolder(prefix: string): Promise<{ dir: string; remove: () => Promise<void> }> {
  const dir = await mkdtemp(path.join(os.tmpdir(), `northlime-${prefix}-`));
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}

/**
 * A RecordStore in memory with the contract of the real two (create only if new, replace only
 * over the version read), for the tests that judge the function's answers rather than a home.
 * `failing` makes every call reject, as a store that cannot be reached; `slow`, while set, holds
 * every write until it settles, as a store that answers late.
 */
export function memoryRecords(): RecordStore & { texts: Map<string, string>; failing: boolean; slow: Promise<void> | null } {
  const versions = new Map<string, string>();
  let counter = 0;
  const fail = () => {
    if (records.failing) throw new Error("the store is unreachable");
  };
  const records = {
    texts: new Map<string, string>(),
    failing: false,
    slow: null as Promise<void> | null,
    async create(key: string, text: string) {
      fail();
      await records.slow;
      if (records.texts.has(key)) return null;
      counter += 1;
      records.texts.set(key, text);
      versions.set(key, String(counter));
      return String(counter);
    },
    async read(key: string) {
      fail();
      const text = records.texts.get(key);
      return text === undefined ? null : { text, version: versions.get(key) as string };
    },
    async replace(key: string, text: string, version: string) {
      fail();
      if (versions.get(key) !== version) return null;
      counter += 1;
      records.texts.set(key, text);
      versions.set(key, String(counter));
      return String(counter);
    },
    async list(folder: string) {
      fail();
      return [...records.texts.keys()].filter((key) => key.startsWith(`${folder}/`));
    },
    async remove(key: string) {
      fail();
      records.texts.delete(key);
      versions.delete(key);
    },
  };
  return records;
}

/** The leads a RecordStore holds, parsed. */
export function leadsIn(records: { texts: Map<string, string> }): Lead[] {
  return [...records.texts].filter(([key]) => key.startsWith("leads/")).map(([, text]) => JSON.parse(text) as Lead);
}
