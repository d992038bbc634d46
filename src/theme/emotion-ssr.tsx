// Server rendering with every Emotion rule a page uses written into <head>, in one tag for the
// components' rules and one per global style block, instead of a tag beside each element. Why:
// emotion-cache.ts. This is Emotion's "advanced" server rendering (@emotion/server), rendered the
// way Gatsby renders by default (a stream, read once everything has loaded).
import type * as React from "react";
import { Writable } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import createCache from "@emotion/cache";
import { CacheProvider } from "@emotion/react";
import createEmotionServer from "@emotion/server/create-instance";
import type { GatsbySSR } from "gatsby";

import { EMOTION_KEY, EMOTION_OPTIONS } from "./emotion-cache";

const renderToHtml = (element: React.ReactElement): Promise<string> =>
  new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(Buffer.from(chunk));
        done();
      },
      final(done) {
        resolve(Buffer.concat(chunks).toString("utf8"));
        done();
      },
    });
    const { pipe } = renderToPipeableStream(element, {
      onAllReady: () => pipe(sink),
      onShellError: reject,
      onError: reject,
    });
  });

export const renderWithExtractedStyles: GatsbySSR["replaceRenderer"] = async ({
  bodyComponent,
  replaceBodyHTMLString,
  setHeadComponents,
}) => {
  const cache = createCache(EMOTION_OPTIONS);
  const { extractCriticalToChunks } = createEmotionServer(cache);
  const html = await renderToHtml(<CacheProvider value={cache}>{bodyComponent}</CacheProvider>);
  const { styles } = extractCriticalToChunks(html);
  const globals = styles.filter((chunk) => chunk.key !== EMOTION_KEY);
  const rules = styles.filter((chunk) => chunk.key === EMOTION_KEY);
  const styleTag = (key: string, chunk: (typeof styles)[number]) => (
    <style
      key={`${key} ${chunk.ids.join(" ")}`}
      data-emotion={`${key} ${chunk.ids.join(" ")}`}
      dangerouslySetInnerHTML={{ __html: chunk.css }}
    />
  );
  replaceBodyHTMLString(html);
  // Globals first: they declare the cascade layers the rules are written into.
  setHeadComponents([
    ...globals.map((chunk) => styleTag(chunk.key, chunk)),
    ...rules.map((chunk) => styleTag(EMOTION_KEY, chunk)),
  ]);
};
