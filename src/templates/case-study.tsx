// A case study, one per folder in content/case-studies: metrics, overview, challenges, the work
// (strategy steps and deliverables, or solution cards and a technology stack), the quote, the close.
import type * as React from "react";
import { graphql, type HeadFC, type PageProps } from "gatsby";
import { Box } from "@chakra-ui/react/box";
import { Container } from "@chakra-ui/react/container";
import { Heading } from "@chakra-ui/react/heading";
import { List } from "@chakra-ui/react/list";
import { SimpleGrid } from "@chakra-ui/react/simple-grid";
import { Stack } from "@chakra-ui/react/stack";
import { Text } from "@chakra-ui/react/text";
import { SiteImage } from "../components/ui/site-image";
import { Seo } from "../components/seo";
import { PageSection } from "../components/ui/page-section";
import { IconCard } from "../components/ui/icon-card";
import { Prose } from "../components/ui/prose";
import { requireContent } from "../lib/require-content";
import { routes } from "../lib/routes";
import { caseStudyArticle } from "../lib/structured-data";

function SectionHeading({ id, children }: { id: string; children: React.ReactNode }) {
  return (
    <Heading as="h2" id={id} fontSize={{ base: "2xl", md: "4xl" }} mb="8" letterSpacing="-0.02em">
      {children}
    </Heading>
  );
}

function BulletList({ items }: { items: readonly string[] }) {
  return (
    <List.Root gap="3" ps="5" color="fg.muted" fontSize="lg" css={{ "& li::marker": { color: "accent" } }}>
      {items.map((item) => (
        <List.Item key={item}>{item}</List.Item>
      ))}
    </List.Root>
  );
}

export default function CaseStudyTemplate({ data }: PageProps<Queries.CaseStudyPageQuery>) {
  const study = requireContent(data.caseStudy, "a case study");
  const heroImage = study.heroImage.childImageSharp?.gatsbyImageData;

  return (
    <Box as="article" aria-labelledby="page-title">
      <Container maxW="7xl" pt={{ base: "10", md: "16" }}>
        <Stack gap="5" maxW="4xl">
          <Text color="accent" fontWeight="semibold" textTransform="uppercase" letterSpacing="0.12em" fontSize="sm">
            Case study · {study.sector}
          </Text>
          <Heading as="h1" id="page-title" fontSize={{ base: "4xl", md: "6xl" }} lineHeight="1.05" letterSpacing="-0.03em">
            {study.title}
          </Heading>
          <Text color="fg.muted" fontSize={{ base: "lg", md: "xl" }}>
            {study.summary}
          </Text>
        </Stack>
        <SimpleGrid as="dl" columns={{ base: 2, md: 4 }} gap="4" mt="10">
          {study.metrics.map((metric) => (
            <Box key={metric.label} bg="bg.panel" borderWidth="1px" borderColor="border.muted" rounded="2xl" p="5">
              <Text as="dd" fontSize={{ base: "3xl", md: "4xl" }} fontWeight="bold" color="accent" lineHeight="1">
                {metric.value}
              </Text>
              <Text as="dt" color="fg.muted" mt="2">
                {metric.label}
              </Text>
            </Box>
          ))}
        </SimpleGrid>
        {heroImage && (
          <Box mt="10" rounded="3xl" overflow="hidden">
            <SiteImage image={heroImage} alt={study.heroAlt} loading="eager" fetchPriority="high" />
          </Box>
        )}
      </Container>

      <PageSection labelledBy="overview-heading">
        <SimpleGrid columns={{ base: 1, lg: 2 }} gap="12">
          <Box>
            <SectionHeading id="overview-heading">Client overview</SectionHeading>
            <Text color="fg.muted" fontSize="lg" lineHeight="1.75">
              {study.overview}
            </Text>
          </Box>
          <Box>
            <SectionHeading id="challenges-heading">The challenge</SectionHeading>
            <Text color="fg" fontSize="lg" mb="4">
              {study.challengesIntro}
            </Text>
            <BulletList items={study.challenges} />
          </Box>
        </SimpleGrid>
      </PageSection>

      {study.strategy && study.strategy.length > 0 && (
        <PageSection labelledBy="strategy-heading">
          <SectionHeading id="strategy-heading">Our strategy</SectionHeading>
          <Box as="ol" display="grid" gridTemplateColumns={{ base: "1fr", md: "repeat(2, 1fr)", lg: "repeat(5, 1fr)" }} gap="4" m="0" p="0">
            {study.strategy.map((step, index) => (
              <Box as="li" key={step.title} listStyleType="none" bg="bg.panel" borderWidth="1px" borderColor="border.muted" rounded="2xl" p="5">
                <Text color="accent" fontWeight="bold" fontSize="2xl">
                  {String(index + 1).padStart(2, "0")}
                </Text>
                <Heading as="h3" fontSize="lg" mt="2">
                  {step.title}
                </Heading>
                <Text color="fg.muted" mt="2">
                  {step.description}
                </Text>
              </Box>
            ))}
          </Box>
        </PageSection>
      )}

      {study.deliverables && study.deliverables.length > 0 && (
        <PageSection labelledBy="deliverables-heading">
          <SectionHeading id="deliverables-heading">What we delivered</SectionHeading>
          <BulletList items={study.deliverables} />
        </PageSection>
      )}

      {study.solutions && study.solutions.length > 0 && (
        <PageSection labelledBy="solutions-heading">
          <SectionHeading id="solutions-heading">Our solutions</SectionHeading>
          <SimpleGrid as="ul" columns={{ base: 1, md: 2, lg: 4 }} gap="5" m="0" p="0">
            {study.solutions.map((solution) => (
              <Box as="li" key={solution.title} listStyleType="none">
                <IconCard icon={solution.icon} title={solution.title}>
                  <BulletList items={solution.points} />
                </IconCard>
              </Box>
            ))}
          </SimpleGrid>
        </PageSection>
      )}

      {study.techStack && study.techStack.length > 0 && (
        <PageSection labelledBy="stack-heading">
          <SectionHeading id="stack-heading">Technology stack</SectionHeading>
          <SimpleGrid columns={{ base: 1, md: 2, lg: 4 }} gap="5">
            {study.techStack.map((group) => (
              <Box key={group.category} bg="bg.panel" borderWidth="1px" borderColor="border.muted" rounded="2xl" p="6">
                <Heading as="h3" fontSize="lg" color="accent" mb="3">
                  {group.category}
                </Heading>
                <BulletList items={group.technologies} />
              </Box>
            ))}
          </SimpleGrid>
        </PageSection>
      )}

      <PageSection labelledBy="quote-heading">
        <Heading as="h2" id="quote-heading" srOnly>
          What the client says
        </Heading>
        <Box as="figure" m="0" maxW="4xl" mx="auto" textAlign="center">
          <Text as="blockquote" fontSize={{ base: "xl", md: "3xl" }} lineHeight="1.4" fontWeight="medium">
            “{study.quote.text}”
          </Text>
          <Box as="figcaption" mt="6" color="fg.muted">
            <Text as="span" color="fg" fontWeight="semibold">
              {study.quote.author}
            </Text>
            , {study.quote.role}
          </Box>
        </Box>
      </PageSection>

      <Container maxW="3xl" pb="20">
        <Prose html={study.html} />
      </Container>
    </Box>
  );
}

export const Head: HeadFC<Queries.CaseStudyPageQuery> = ({ data, location }) => {
  const study = requireContent(data.caseStudy, "a case study");
  return (
    <Seo
      title={`${study.title} case study`}
      description={study.description}
      pathname={location.pathname}
      article={{ published: study.published }}
      image={{ sharp: study.heroImage.childImageSharp, alt: study.heroAlt }}
      breadcrumb={{ name: study.title, parents: [routes.portfolio] }}
      structuredData={({ site, imageUrl }) => [
        caseStudyArticle(site, {
          title: study.title,
          description: study.description,
          path: location.pathname,
          published: study.published,
          imageUrl,
        }),
      ]}
    />
  );
};

export const query = graphql`
  query CaseStudyPage($id: String!) {
    caseStudy(id: { eq: $id }) {
      title
      sector
      summary
      description
      published
      heroAlt
      heroImage {
        childImageSharp {
          gatsbyImageData(width: 1280, aspectRatio: 1.7778)
          ...SocialImage
        }
      }
      metrics {
        value
        label
      }
      overview
      challengesIntro
      challenges
      strategy {
        title
        description
      }
      deliverables
      solutions {
        title
        icon
        points
      }
      techStack {
        category
        technologies
      }
      quote {
        text
        author
        role
      }
      html
    }
  }
`;
