// The Gatsby APIs the site implements, one module each, in the order Gatsby calls them.
export { onPreInit } from './gatsby/api/onPreInit';
export { onPreBootstrap } from './gatsby/api/onPreBootstrap';
export { sourceNodes } from './gatsby/api/sourceNodes';
export { createSchemaCustomization } from './gatsby/api/createSchemaCustomization';
export { createResolvers } from './gatsby/api/createResolvers';
export { onCreateNode } from './gatsby/api/onCreateNode';
export { createPages } from './gatsby/api/createPages';
export { onCreateWebpackConfig } from './gatsby/api/onCreateWebpackConfig';
export { onPostBuild } from './gatsby/api/onPostBuild';
