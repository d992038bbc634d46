// Typography for HTML rendered from Markdown (articles, legal pages, case-study closings).
import { Box, type BoxProps } from "@chakra-ui/react/box";

const proseStyles = {
  "& > * + *": { marginTop: "1.1em" },
  "& h2": { fontSize: { base: "2xl", md: "3xl" }, fontWeight: "bold", lineHeight: "1.25", marginTop: "1.8em", letterSpacing: "-0.01em" },
  "& h3": { fontSize: { base: "xl", md: "2xl" }, fontWeight: "semibold", lineHeight: "1.3", marginTop: "1.5em" },
  "& p, & li": { color: "fg.muted", fontSize: { base: "md", md: "lg" }, lineHeight: "1.75" },
  "& strong": { color: "fg", fontWeight: "semibold" },
  "& a": { color: "accent", textDecoration: "underline", textUnderlineOffset: "3px" },
  "& ul, & ol": { paddingInlineStart: "1.4em" },
  "& ul": { listStyleType: "disc" },
  "& ol": { listStyleType: "decimal" },
  "& li + li": { marginTop: "0.4em" },
  "& li::marker": { color: "accent" },
  "& blockquote": { borderInlineStartWidth: "4px", borderColor: "accent", paddingInlineStart: "1em", fontStyle: "italic" },
  "& table": { width: "100%", borderCollapse: "collapse" },
  "& th, & td": { borderWidth: "1px", borderColor: "border", padding: "0.5em 0.75em", textAlign: "start" },
} as const;

interface ProseProps extends BoxProps {
  /** HTML produced at build time from the editor's Markdown (not visitor input). */
  html: string;
}

export function Prose({ html, ...rest }: ProseProps) {
  return <Box css={proseStyles} dangerouslySetInnerHTML={{ __html: html }} {...rest} />;
}
