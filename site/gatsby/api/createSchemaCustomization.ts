import type { GatsbyNode } from 'gatsby';
import { typesetFrenchExtension, typesetInFrenchContentExtension } from '../frenchTypographyInData';
import { SCHEMA_TYPES } from '../schemaTypes';

export const createSchemaCustomization: GatsbyNode['createSchemaCustomization'] = ({ actions }) => {
  actions.createFieldExtension(typesetFrenchExtension);
  actions.createFieldExtension(typesetInFrenchContentExtension);
  actions.createTypes(SCHEMA_TYPES);
};
