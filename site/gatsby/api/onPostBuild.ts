import type { GatsbyNode } from 'gatsby';
import { publishBuiltSite } from '../publishBuiltSite';
import { SITE_DIR } from '../sitePaths';

/** Checks the built site, then writes the reference nginx host's headers from the site's configuration. */
export const onPostBuild: GatsbyNode['onPostBuild'] = ({ graphql, reporter }) =>
  publishBuiltSite({ graphql, reporter, siteDir: SITE_DIR });
