// Fake requests and responses for the contact function, shaped like the ones our server's Express hands it.
import { Buffer } from "node:buffer";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { ContactRequest } from "../../../src/api/send-email";
import type { ContactResponse } from "../../../src/lib/contact/responses";

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
