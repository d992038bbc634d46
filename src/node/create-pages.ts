// One page per content file: articles, case studies, legal pages and service pages.
// Pages get only an id in context and fetch their own data, so a page's query says what it shows.
import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { createArchivePages } from "./create-archive-pages";
import { routes } from "../lib/routes";

interface PageSources {
  allBlogPost: { nodes: { id: string; slug: string }[] };
  allCaseStudy: { nodes: { id: string; slug: string }[] };
  allLegalPage: { nodes: { id: string; slug: string }[] };
  allServicesYaml: { nodes: { id: string; slug: string }[] };
}

const template = (name: string) => path.resolve(`src/templates/${name}.tsx`);

export const createPages: GatsbyNode["createPages"] = async ({ graphql, actions, reporter }) => {
  const result = await graphql<PageSources>(`
    query PageSources {
      allBlogPost { nodes { id slug } }
      allCaseStudy { nodes { id slug } }
      allLegalPage { nodes { id slug } }
      allServicesYaml { nodes { id slug } }
    }
  `);
  if (result.errors || !result.data) {
    reporter.panicOnBuild("Could not read the content to create pages", result.errors);
    return;
  }
  const { allBlogPost, allCaseStudy, allLegalPage, allServicesYaml } = result.data;

  const create = (pagePath: string, component: string, id: string) =>
    actions.createPage({ path: pagePath, component: template(component), context: { id } });

  allBlogPost.nodes.forEach(({ id, slug }) => create(routes.article(slug), "blog-post", id));
  allCaseStudy.nodes.forEach(({ id, slug }) => create(routes.caseStudy(slug), "case-study", id));
  allLegalPage.nodes.forEach(({ id, slug }) => create(routes.legal(slug), "legal-page", id));
  allServicesYaml.nodes.forEach(({ id, slug }) => create(routes.service(slug), "service-page", id));
  await createArchivePages({ graphql, actions, reporter });
};
