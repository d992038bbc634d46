// One page per content file: articles, case studies, legal pages and service pages, then the
// numbered list pages; then every content rule is checked against the content and these pages
// (check-content.ts), before any query runs or image is made.
// Pages get only an id in context and fetch their own data, so a page's query says what it shows.
import path from "node:path";
import type { Actions, CreatePagesArgs, GatsbyNode } from "gatsby";
import { createArchivePages, type PagesFailure } from "./create-archive-pages";
import { checkContent } from "./check-content";
import { routes } from "../lib/routes";

interface PageSources {
  allBlogPost: { nodes: { id: string; slug: string }[] };
  allCaseStudy: { nodes: { id: string; slug: string }[] };
  allLegalPage: { nodes: { id: string; slug: string }[] };
  allServicesYaml: { nodes: { id: string; slug: string }[] };
}

const template = (name: string) => path.resolve(`src/templates/${name}.tsx`);

/** Makes the pages of the content; returns their paths, or what stopped it. */
async function createContentPages({ graphql, actions }: Pick<CreatePagesArgs, "graphql" | "actions">): Promise<string[] | PagesFailure> {
  const made: string[] = [];
  const createPage: Actions["createPage"] = (page) => {
    made.push(page.path);
    actions.createPage(page);
  };
  const result = await graphql<PageSources>(`
    query PageSources {
      allBlogPost { nodes { id slug } }
      allCaseStudy { nodes { id slug } }
      allLegalPage { nodes { id slug } }
      allServicesYaml { nodes { id slug } }
    }
  `);
  if (result.errors || !result.data) return { failed: "Could not read the content to create pages", errors: result.errors };
  const { allBlogPost, allCaseStudy, allLegalPage, allServicesYaml } = result.data;

  const create = (pagePath: string, component: string, id: string) => createPage({ path: pagePath, component: template(component), context: { id } });

  allBlogPost.nodes.forEach(({ id, slug }) => create(routes.article(slug), "blog-post", id));
  allCaseStudy.nodes.forEach(({ id, slug }) => create(routes.caseStudy(slug), "case-study", id));
  allLegalPage.nodes.forEach(({ id, slug }) => create(routes.legal(slug), "legal-page", id));
  allServicesYaml.nodes.forEach(({ id, slug }) => create(routes.service(slug), "service-page", id));
  return (await createArchivePages({ graphql, actions: { ...actions, createPage } })) ?? made;
}

export const createPages: GatsbyNode["createPages"] = async (args) => {
  const made = await createContentPages(args);
  // A data file the check refuses (a service without its slug) can break the pages' queries; the
  // check then says what to change, where the query's error would not.
  const passed = await checkContent(args, Array.isArray(made) ? made : undefined);
  if (passed && !Array.isArray(made)) args.reporter.panicOnBuild(made.failed, made.errors as Error[]);
};
