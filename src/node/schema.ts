// Every content type declared up front, none inferred: empty folders cannot break the build and
// the generated query types are non-nullable. Shapes match src/content-types, which checks files.
import type { GatsbyNode } from "gatsby";

export const typeDefs = /* GraphQL */ `
  type SiteYaml implements Node @dontInfer {
    name: String!
    shortName: String!
    tagline: String!
    description: String!
    siteUrl: String!
    locale: String!
    salesEmail: String!
    supportEmail: String!
    phone: String!
    "tel: link, derived from phone (create-resolvers.ts)"
    phoneHref: String!
    "WhatsApp chat link, derived from phone (create-resolvers.ts)"
    chatUrl: String!
    address: SiteAddress!
    dataProtectionOfficer: String!
    companyNumber: String!
    copyrightYear: Int!
    foundingYear: Int!
    social: [SocialLink!]!
    claims: SiteClaims!
  }
  type SiteAddress {
    street: String!
    locality: String!
    postalCode: String!
    country: String!
    countryCode: String!
  }
  type SocialLink {
    name: String!
    url: String!
  }
  type SiteClaims {
    happyClients: String!
    roiIncrease: String!
    leadsGenerated: String!
    yearsExperience: String!
  }

  type NavigationYaml implements Node @dontInfer {
    links: [NavLink!]!
    cta: NavLink!
  }
  type NavLink {
    label: String!
    to: String!
    overviewLabel: String
    children: [NavLink!]
  }

  type FooterYaml implements Node @dontInfer {
    blurb: String!
    groups: [FooterGroup!]!
    caseStudiesTitle: String!
    caseStudiesMoreLabel: String!
    socialTitle: String!
  }
  type FooterGroup {
    title: String!
    links: [FooterLink!]!
  }
  type FooterLink {
    text: String!
    url: String!
  }

  type ArchivePagesYaml implements Node @dontInfer {
    pagination: ArchivePagination!
    articles: ArchiveArticleTexts!
    caseStudies: ArchiveCaseStudyTexts!
  }
  type ArchivePagination {
    previous: String!
    next: String!
    pageLink: String!
    laterPageTitle: String!
  }
  type ArchiveArticleTexts {
    navLabel: String!
    categoriesLabel: String!
    allTitle: String!
    categoryTitle: String!
    range: String!
    allDescription: String!
    categoryDescription: String!
    olderLink: String!
    byCategory: String!
  }
  type ArchiveCaseStudyTexts {
    navLabel: String!
    laterPageDescription: String!
  }

  type FaqsYaml implements Node @dontInfer {
    yamlId: String!
    highlight: String!
    heading: String!
    items: [FaqItem!]!
  }
  type FaqItem {
    question: String!
    answer: String!
  }

  type TestimonialsYaml implements Node @dontInfer {
    yamlId: String!
    text: String!
    author: String!
    position: String!
    avatar: File! @fileByRelativePath
    avatarAlt: String!
  }

  type WhyChooseYaml implements Node @dontInfer {
    yamlId: String!
    title: String!
    description: String!
    icon: String!
    image: File! @fileByRelativePath
    imageAlt: String!
    cta: String!
    link: String!
  }

  type TeamYaml implements Node @dontInfer {
    yamlId: String!
    name: String!
    role: String!
    experience: String!
    bio: String!
    image: File! @fileByRelativePath
    imageAlt: String!
    bg: String!
  }

  type ServicesYaml implements Node @dontInfer {
    slug: String!
    order: Int!
    name: String!
    cardDescription: String!
    image: File! @fileByRelativePath
    imageAlt: String!
    seoTitle: String!
    seoDescription: String!
    hero: ServiceHero!
    detail: ServiceDetail!
    cta: CallToAction!
    faq: FaqsYaml! @link(by: "yamlId")
  }
  type ServiceHero {
    highlightedTitle: String!
    title: String!
    description: String!
    bulletPoints: [String!]!
  }
  type ServiceDetail {
    kind: String!
    highlight: String!
    heading: String!
    intro: String!
    items: [ServiceItem!]!
  }
  type ServiceItem {
    number: String!
    title: String!
    description: String!
    icon: String!
  }
  type CallToAction {
    title: String!
    subheading: String!
    buttonText: String!
    buttonLink: String!
  }

  type ApproachYaml implements Node @dontInfer {
    title: String!
    description: String!
    icon: String!
  }

  type ContactCardsYaml implements Node @dontInfer {
    title: String!
    description: String!
    channel: String!
    icon: String!
  }

  type StatsYaml implements Node @dontInfer {
    value: String!
    label: String!
    description: String!
  }

  type PartnersYaml implements Node @dontInfer {
    yamlId: String!
    name: String!
    logo: File! @fileByRelativePath
  }

  type PagesYaml implements Node @dontInfer {
    yamlId: String!
    title: String!
    description: String!
    hero: PageHero!
    sections: [PageSection!]
    cta: CallToAction
    faq: FaqsYaml @link(by: "yamlId")
  }
  type PageHero {
    title: String!
    highlight: String
    description: String!
    ctaLabel: String!
    ctaLink: String!
    images: [HeroImage!]
    avatars: HeroAvatars
  }
  type HeroAvatars {
    caption: String!
    images: [File!]! @fileByRelativePath
  }
  type HeroImage {
    image: File! @fileByRelativePath
    alt: String!
  }
  type PageSection {
    id: String!
    eyebrow: String
    highlight: String
    heading: String
    body: String
    image: File @fileByRelativePath
    imageAlt: String
  }

  type BlogPost implements Node @dontInfer {
    slug: String!
    title: String!
    description: String!
    category: String!
    published: Date! @dateformat
    heroImage: File! @fileByRelativePath
    heroAlt: String!
    ending: ArticleEndingsYaml! @link(by: "kind")
    readTimeMinutes: Int!
  }

  type ArticleEndingsYaml implements Node @dontInfer {
    kind: String!
    cta: CallToAction!
  }

  type CaseStudy implements Node @dontInfer {
    slug: String!
    title: String!
    client: String!
    sector: String!
    summary: String!
    description: String!
    published: Date! @dateformat
    heroImage: File! @fileByRelativePath
    heroAlt: String!
    services: [String!]!
    metrics: [Metric!]!
    overview: String!
    challengesIntro: String!
    challenges: [String!]!
    strategy: [StrategyStep!]
    deliverables: [String!]
    solutions: [SolutionCard!]
    techStack: [TechnologyGroup!]
    quote: ClientQuote!
    readTimeMinutes: Int!
  }
  type Metric {
    value: String!
    label: String!
  }
  type StrategyStep {
    title: String!
    description: String!
  }
  type SolutionCard {
    title: String!
    icon: String!
    points: [String!]!
  }
  type TechnologyGroup {
    category: String!
    technologies: [String!]!
  }
  type ClientQuote {
    text: String!
    author: String!
    role: String!
  }

  type LegalPage implements Node @dontInfer {
    slug: String!
    title: String!
    description: String!
    lastUpdated: Date! @dateformat
    readTimeMinutes: Int!
  }
`;

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createTypes(typeDefs);
};
