import type { GatsbyNode } from 'gatsby';
import { typesetFrenchSettings } from '../frenchTypographyInData';

/** Before webpack writes the build settings into the pages: their French text is typeset like the rest. */
export const onPreInit: GatsbyNode['onPreInit'] = () => {
  typesetFrenchSettings(process.env);
};
