// Numbered pages of a list: previous, the page numbers (first, last and the current page's
// neighbours; a gap stands for the rest) and next. Plain links, so every page is reachable
// without JavaScript; rel="prev"/"next" name the order, aria-current the page being read. Its
// words are content (content/data/archive-pages.yaml), queried by the page through the fragment.
import { graphql } from "gatsby";
import { Box } from "@chakra-ui/react/box";
import { HStack } from "@chakra-ui/react/stack";
import { chakra } from "@chakra-ui/react/styled-system";
import ChevronLeft from "lucide-react/icons/chevron-left";
import ChevronRight from "lucide-react/icons/chevron-right";
import { SiteLink } from "./site-link";
import { visiblePageNumbers } from "../../lib/pagination";
import { PAGINATION_NEIGHBOURS } from "../../lib/constants";
import { fillTemplate } from "../../lib/copy-template";

export const query = graphql`
  fragment PaginationTexts on ArchivePagesYaml {
    pagination {
      previous
      next
      pageLink
    }
  }
`;

/** The bar's words: the links to the pages before and after, and a page number's name ("Page {page}"). */
export interface PaginationTexts {
  previous: string;
  next: string;
  pageLink: string;
}

interface PaginationNavProps {
  /** Names the nav for assistive technology, e.g. "Article pages". */
  label: string;
  texts: PaginationTexts;
  current: number;
  pageCount: number;
  /** The address of page N. */
  pagePath: (pageNumber: number) => string;
}

const itemStyle = {
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  gap: "1",
  minW: "11",
  h: "11",
  px: "3",
  rounded: "full",
  borderWidth: "1px",
  borderColor: "border.muted",
  fontWeight: "semibold",
  _hover: { borderColor: "accent" },
  _currentPage: { bg: "accent", color: "accent.contrast", borderColor: "accent" },
} as const;

export function PaginationNav({ label, texts, current, pageCount, pagePath }: PaginationNavProps) {
  if (pageCount <= 1) return null;
  const previous = current > 1 ? current - 1 : null;
  const next = current < pageCount ? current + 1 : null;
  return (
    <Box as="nav" aria-label={label} mt={{ base: "10", md: "12" }}>
      <HStack as="ul" gap="2" m="0" p="0" flexWrap="wrap" justifyContent="center" listStyleType="none">
        {previous && (
          <li>
            <Box asChild {...itemStyle}>
              <SiteLink to={pagePath(previous)} rel="prev">
                <ChevronLeft aria-hidden="true" size={18} />
                {texts.previous}
              </SiteLink>
            </Box>
          </li>
        )}
        {visiblePageNumbers(current, pageCount, PAGINATION_NEIGHBOURS).map((pageNumber, index) =>
          pageNumber === null ? (
            <chakra.li key={`gap-${index}`} color="fg.muted" px="1" aria-hidden="true">
              …
            </chakra.li>
          ) : (
            <li key={pageNumber}>
              <Box asChild {...itemStyle}>
                <SiteLink
                  to={pagePath(pageNumber)}
                  aria-current={pageNumber === current ? "page" : undefined}
                  aria-label={fillTemplate(texts.pageLink, { page: pageNumber })}
                >
                  {pageNumber}
                </SiteLink>
              </Box>
            </li>
          ),
        )}
        {next && (
          <li>
            <Box asChild {...itemStyle}>
              <SiteLink to={pagePath(next)} rel="next">
                {texts.next}
                <ChevronRight aria-hidden="true" size={18} />
              </SiteLink>
            </Box>
          </li>
        )}
      </HStack>
    </Box>
  );
}
