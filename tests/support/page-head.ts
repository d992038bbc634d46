// What a search engine or a link preview reads from a page: the server-rendered HTML's head tags,
// its JSON-LD graph and the FAQ it shows, parsed in the browser with DOMParser (no script runs).
import fs from "node:fs";
import path from "node:path";
import type { APIRequestContext, Page } from "@playwright/test";
import sharp from "sharp";

export interface PageHead {
  title: string;
  /** Every <meta>, by its name or property, in document order. */
  metas: Record<string, string[]>;
  links: { rel: string; href: string; type: string | null; title: string | null }[];
  jsonLd: string[];
  /** The FAQ shown in the page's body, as a reader sees it. */
  faq: { question: string; answer: string }[];
}

export type JsonLdNode = Record<string, unknown>;

export async function fetchText(request: APIRequestContext, urlPath: string): Promise<string> {
  const response = await request.get(urlPath);
  if (!response.ok()) throw new Error(`${urlPath} answered ${response.status()}`);
  return response.text();
}

export async function readPageHead(page: Page, html: string): Promise<PageHead> {
  return page.evaluate((source) => {
    const doc = new DOMParser().parseFromString(source, "text/html");
    const squash = (text: string | null | undefined) => (text ?? "").replace(/\s+/g, " ").trim();
    // Emotion writes each component's first <style> inline, beside it; that is CSS, not text.
    doc.body.querySelectorAll("style").forEach((style) => style.remove());
    const metas: Record<string, string[]> = {};
    for (const meta of Array.from(doc.head.querySelectorAll("meta"))) {
      const key = meta.getAttribute("property") ?? meta.getAttribute("name");
      if (!key) continue;
      (metas[key] ??= []).push(meta.getAttribute("content") ?? "");
    }
    return {
      title: squash(doc.title),
      metas,
      links: Array.from(doc.head.querySelectorAll("link")).map((link) => ({
        rel: link.getAttribute("rel") ?? "",
        href: link.getAttribute("href") ?? "",
        type: link.getAttribute("type"),
        title: link.getAttribute("title"),
      })),
      jsonLd: Array.from(doc.querySelectorAll('script[type="application/ld+json"]')).map((script) => script.textContent ?? ""),
      faq: Array.from(doc.querySelectorAll('[data-testid="faq"] details')).map((item) => ({
        question: squash(item.querySelector("summary")?.textContent),
        answer: squash(item.querySelector("summary + *")?.textContent),
      })),
    };
  }, html);
}

/** The one value of a meta tag; fails when it is missing or repeated. */
export function metaContent(head: PageHead, key: string): string {
  const values = head.metas[key] ?? [];
  if (values.length !== 1) throw new Error(`expected one <meta> "${key}", found ${values.length}`);
  return values[0] as string;
}

/** The local file behind a URL of the site (whatever its host), in the built public/ folder. */
export function publicFile(url: string): string {
  return path.resolve(__dirname, "../../public", decodeURIComponent(new URL(url).pathname).replace(/^\//, ""));
}

export async function imageFacts(url: string) {
  const file = publicFile(url);
  if (!fs.existsSync(file)) throw new Error(`${url} has no file in public/ (${file})`);
  const { format, width, height } = await sharp(file).metadata();
  return { format, width, height };
}

/** The graph's entities, with each `{ "@id" }` reference resolved against the entity it names. */
export function jsonLdGraph(json: string): { graph: JsonLdNode[]; resolve: (node: unknown) => JsonLdNode } {
  const document = JSON.parse(json) as { "@context"?: string; "@graph"?: JsonLdNode[] };
  if (document["@context"] !== "https://schema.org" || !Array.isArray(document["@graph"])) {
    throw new Error("JSON-LD must be one schema.org document with an @graph");
  }
  const graph = document["@graph"];
  const byId = new Map(graph.filter((node) => typeof node["@id"] === "string").map((node) => [node["@id"] as string, node]));
  const resolve = (node: unknown): JsonLdNode => {
    const value = (node ?? {}) as JsonLdNode;
    const target = typeof value["@id"] === "string" ? byId.get(value["@id"]) : undefined;
    return target ? { ...target, ...value } : value;
  };
  return { graph, resolve };
}

export const typesOf = (node: JsonLdNode): string[] => [node["@type"]].flat().map(String);
