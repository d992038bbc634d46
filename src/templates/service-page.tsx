// A service page, one per entry of content/data/services.yaml: the shared hero layout, the
// service's own section, FAQ, Why Choose Us and the service's call to action.
import { graphql, type HeadFC, type PageProps } from "gatsby";
import { Box } from "@chakra-ui/react/box";
import { Container } from "@chakra-ui/react/container";
import { Heading } from "@chakra-ui/react/heading";
import { List } from "@chakra-ui/react/list";
import { SimpleGrid } from "@chakra-ui/react/simple-grid";
import { Stack } from "@chakra-ui/react/stack";
import { Text } from "@chakra-ui/react/text";
import { SiteButton } from "../components/ui/site-button";
import { SiteImage } from "../components/ui/site-image";
import CircleCheck from "lucide-react/icons/circle-check";
import { Seo } from "../components/seo";
import { FaqSection } from "../components/sections/faq-section";
import { WhyChooseUs } from "../components/sections/why-choose-us";
import { CallToAction } from "../components/sections/call-to-action";
import { SectionWithIntro, findSection } from "../components/sections/section-intro";
import { ServiceDetail } from "../components/sections/service-detail";
import { SiteLink } from "../components/ui/site-link";
import { requireContent } from "../lib/require-content";
import { routes } from "../lib/routes";
import { service as serviceEntity } from "../lib/structured-data";

export default function ServicePageTemplate({ data }: PageProps<Queries.ServicePageQuery>) {
  const service = requireContent(data.servicesYaml, "a service in content/data/services.yaml");
  const heroImage = service.image.childImageSharp?.gatsbyImageData;
  const { hero, detail } = service;
  // The shared Why Choose Us section keeps the home page's heading, so it is written once.
  const whyChoose = findSection(data.homeCopy?.sections, "why-choose");

  return (
    <>
      <Box as="section" aria-labelledby="page-title" py={{ base: "12", md: "20" }}>
        <Container maxW="7xl">
          <SimpleGrid columns={{ base: 1, lg: 2 }} gap={{ base: "10", lg: "14" }} alignItems="center">
            <Stack gap="6">
              <Heading as="h1" id="page-title" fontSize={{ base: "4xl", md: "6xl" }} lineHeight="1.05" letterSpacing="-0.03em">
                <Box as="span" color="accent">
                  {hero.highlightedTitle}
                </Box>{" "}
                {hero.title}
              </Heading>
              <Text fontSize={{ base: "lg", md: "xl" }} color="fg.muted">
                {hero.description}
              </Text>
              <List.Root as="ul" display="grid" gridTemplateColumns={{ base: "1fr", sm: "1fr 1fr" }} gap="3" m="0" p="0">
                {hero.bulletPoints.map((point) => (
                  <List.Item key={point} display="flex" alignItems="start" gap="2" listStyleType="none">
                    <Box as="span" color="accent" mt="0.5" flexShrink={0}>
                      <CircleCheck size={20} aria-hidden="true" />
                    </Box>
                    {point}
                  </List.Item>
                ))}
              </List.Root>
              <Box>
                <SiteButton asChild colorPalette="brand" size="lg" rounded="full" px="8">
                  <SiteLink to={routes.contact}>{service.cta.buttonText}</SiteLink>
                </SiteButton>
              </Box>
            </Stack>
            {heroImage && (
              <Box rounded="3xl" overflow="hidden">
                <SiteImage image={heroImage} alt={service.imageAlt} loading="eager" fetchPriority="high" />
              </Box>
            )}
          </SimpleGrid>
        </Container>
      </Box>

      <ServiceDetail detail={detail} />

      <FaqSection faq={service.faq} />

      <SectionWithIntro section={whyChoose}>
        <WhyChooseUs items={data.allWhyChooseYaml.nodes} />
      </SectionWithIntro>

      <CallToAction cta={service.cta} />
    </>
  );
}

export const Head: HeadFC<Queries.ServicePageQuery> = ({ data, location }) => {
  const service = requireContent(data.servicesYaml, "a service in content/data/services.yaml");
  return (
    <Seo
      title={service.seoTitle}
      description={service.seoDescription}
      pathname={location.pathname}
      image={{ sharp: service.image.childImageSharp, alt: service.imageAlt }}
      breadcrumb={{ name: service.name, parents: [routes.services] }}
      faq={service.faq.items}
      structuredData={({ site, imageUrl }) => [
        serviceEntity(site, { name: service.name, description: service.seoDescription, path: location.pathname, imageUrl }),
      ]}
    />
  );
};

export const query = graphql`
  query ServicePage($id: String!) {
    servicesYaml(id: { eq: $id }) {
      name
      seoTitle
      seoDescription
      imageAlt
      image {
        childImageSharp {
          gatsbyImageData(width: 640, aspectRatio: 1.333)
          ...SocialImage
        }
      }
      hero {
        highlightedTitle
        title
        description
        bulletPoints
      }
      detail {
        ...ServiceDetailContent
      }
      cta {
        ...CallToActionContent
      }
      faq {
        ...FaqSet
      }
    }
    allWhyChooseYaml {
      nodes {
        ...WhyChooseItem
      }
    }
    homeCopy: pagesYaml(yamlId: { eq: "home" }) {
      sections {
        ...SectionIntroContent
      }
    }
  }
`;
