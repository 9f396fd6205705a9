import type { GatsbyNode } from 'gatsby';
import { contentHistory } from '../contentHistory';
import { lastModifiedResolvers } from '../lastModified';
import { SCHEMA_RESOLVERS } from '../schemaResolvers';
import { REPOSITORY_ROOT } from '../sitePaths';

export const createResolvers: GatsbyNode['createResolvers'] = ({ createResolvers: addResolvers }) => {
  addResolvers(SCHEMA_RESOLVERS);
  addResolvers(lastModifiedResolvers(contentHistory(), REPOSITORY_ROOT));
};
