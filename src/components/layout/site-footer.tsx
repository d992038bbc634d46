// The footer's four link groups (Useful Links, Services, Case Studies, Social Media) and the copyright line.
import { Box } from "@chakra-ui/react/box";
import { Container } from "@chakra-ui/react/container";
import { Heading } from "@chakra-ui/react/heading";
import { SimpleGrid } from "@chakra-ui/react/simple-grid";
import { Stack } from "@chakra-ui/react/stack";
import { Text } from "@chakra-ui/react/text";
import type { LayoutData } from "./use-layout-data";
import { SiteLink } from "../ui/site-link";
import { BrandMark } from "../ui/brand-mark";
import { routes } from "../../lib/routes";

interface FooterGroupView {
  title: string;
  links: { text: string; url: string }[];
}

export function SiteFooter({ data }: { data: LayoutData }) {
  const { siteYaml: site, footerYaml: footer, allCaseStudy } = data;
  if (!site || !footer) return null;

  const groups: FooterGroupView[] = [
    ...footer.groups.map((group) => ({ title: group.title, links: [...group.links] })),
    {
      title: footer.caseStudiesTitle,
      // The newest few (the layout query's limit), then the portfolio for the rest: the footer is on every page.
      links: [
        ...allCaseStudy.nodes.map((study) => ({ text: study.title, url: routes.caseStudy(study.slug) })),
        ...(allCaseStudy.totalCount > allCaseStudy.nodes.length ? [{ text: footer.caseStudiesMoreLabel, url: routes.portfolio }] : []),
      ],
    },
    {
      title: footer.socialTitle,
      links: site.social.map((profile) => ({ text: profile.name, url: profile.url })),
    },
  ];

  return (
    <Box as="footer" bg="bg.deep" borderTopWidth="1px" borderColor="border.muted" pt={{ base: "12", md: "16" }} pb="8">
      <Container maxW="7xl">
        <SimpleGrid columns={{ base: 1, lg: 5 }} gap={{ base: "10", lg: "8" }}>
          <Stack gap="4" maxW="sm">
            <BrandMark name={site.name} />
            <Text color="fg.muted" fontSize="sm">
              {footer.blurb}
            </Text>
          </Stack>
          {groups.map((group) => (
            <Box as="nav" key={group.title} aria-label={group.title}>
              <Heading as="h2" fontSize="md" color="accent" mb="4">
                {group.title}
              </Heading>
              <Stack as="ul" gap="2.5" m="0" p="0">
                {group.links.map((link) => (
                  <Box as="li" key={link.url} listStyleType="none">
                    <Box asChild color="fg.muted" fontSize="sm" _hover={{ color: "fg", textDecoration: "underline" }}>
                      <SiteLink to={link.url}>{link.text}</SiteLink>
                    </Box>
                  </Box>
                ))}
              </Stack>
            </Box>
          ))}
        </SimpleGrid>
        <Text mt="12" pt="6" borderTopWidth="1px" borderColor="border.muted" color="fg.subtle" fontSize="sm" textAlign="center">
          © {site.copyrightYear} {site.name}. All rights reserved.
        </Text>
      </Container>
    </Box>
  );
}
