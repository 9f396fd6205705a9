import type { GatsbyNode } from 'gatsby';
import { authorProblems, readAuthors } from '../../src/blog/authors';
import { catalogueProblems, readCatalogue } from '../../src/integrations/catalogue';
import { readProjectFigures } from '../../src/open/projectFigures';
import { SITE_DIR, sitePath } from '../sitePaths';

/** The integrations catalogue, checked against the guides, as `Integration` nodes; the blog's authors as `BlogAuthor` nodes. */
export const sourceNodes: GatsbyNode['sourceNodes'] = ({
  actions,
  createNodeId,
  createContentDigest,
  reporter,
}) => {
  const entries = readCatalogue(sitePath('content/integrations.yaml'));
  const problems = catalogueProblems(SITE_DIR, entries);
  if (problems.length > 0) {
    reporter.panic(
      `content/integrations.yaml and the integration guides disagree:\n- ${problems.join('\n- ')}`,
    );
  }
  for (const { id, ...entry } of entries) {
    actions.createNode({
      ...entry,
      integrationId: id,
      id: createNodeId(`integration-${id}`),
      internal: { type: 'Integration', contentDigest: createContentDigest(entry) },
    });
  }

  const figures = readProjectFigures(sitePath('content/open.yaml'));
  actions.createNode({
    ...figures,
    id: createNodeId('project-figures'),
    internal: { type: 'ProjectFigures', contentDigest: createContentDigest(figures) },
  });

  const authors = readAuthors(sitePath('content/authors.yaml'));
  const authorIssues = authorProblems(authors, sitePath('static'));
  if (authorIssues.length > 0) {
    reporter.panic(`content/authors.yaml:\n- ${authorIssues.join('\n- ')}`);
  }
  for (const { id, ...author } of authors) {
    actions.createNode({
      ...author,
      authorId: id,
      id: createNodeId(`blog-author-${id}`),
      internal: { type: 'BlogAuthor', contentDigest: createContentDigest(author) },
    });
  }
};
