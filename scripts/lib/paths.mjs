import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const siteDir = path.join(repoRoot, 'site');
export const publicDir = path.join(siteDir, 'public');
/** The GraphQL result types Gatsby writes on every build (graphqlTypegen), committed. */
export const generatedTypesFile = path.join(siteDir, 'src/__generated__/gatsby-types.d.ts');
