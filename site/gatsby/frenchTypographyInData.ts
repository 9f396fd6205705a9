import { frenchTypography, frenchTypographyOfStrings, type Json } from '../src/i18n/frenchTypography';

/*
 * French typography applied in Gatsby's data layer (gatsby-node), so the page data
 * that both the server render and the browser read already holds the typeset text:
 * no hydration mismatch, and no typesetting code shipped to the browser. Translators
 * and writers keep typing ordinary spaces.
 */

interface ContentNode {
  internal: { type: string };
  fields?: { language?: string };
}

/** The part of Gatsby's resolver context used here (Gatsby does not export its type). */
interface ResolverContext {
  nodeModel: {
    findRootNodeAncestor(object: unknown, predicate?: (node: ContentNode) => boolean): ContentNode | null;
  };
}

type FieldResolver = (
  source: Record<string, unknown>,
  args: unknown,
  context: ResolverContext,
  info: { fieldName: string },
) => unknown;

function typesetField(isFrench: (source: object, context: ResolverContext) => boolean): FieldResolver {
  return (source, _args, context, info) => {
    const value = source[info.fieldName];
    return typeof value === 'string' && isFrench(source, context) ? frenchTypography(value) : value;
  };
}

/** `@typesetFrench`: a field that always holds French text, such as `fr` in a YAML file's `{ en, fr }`. */
export const typesetFrenchExtension = {
  name: 'typesetFrench',
  extend: () => ({ resolve: typesetField(() => true) }),
};

/**
 * `@typesetInFrenchContent`: a front matter field (title, description, sidebar label,
 * image description), typeset when its doc, post or page is French. Front matter is an
 * object inside the Mdx node, whose `language` field says which language it is in.
 */
export const typesetInFrenchContentExtension = {
  name: 'typesetInFrenchContent',
  extend: () => ({
    resolve: typesetField(
      (source, context) =>
        context.nodeModel.findRootNodeAncestor(source, (node) => node.internal.type === 'Mdx')?.fields
          ?.language === 'fr',
    ),
  }),
};

/** A `Locale` node's `data` (one locale file as JSON), typeset when it is French. */
export function localeDataWithTypography(locale: { language: string; data: string }): string {
  if (locale.language !== 'fr') return locale.data;
  return JSON.stringify(frenchTypographyOfStrings(JSON.parse(locale.data) as Json));
}

/**
 * French text given as build settings (src/config/announcement.ts), which webpack
 * writes into the pages as it finds them in the environment.
 */
const FRENCH_SETTINGS = ['GATSBY_ANNOUNCEMENT_FR'] as const;

/** Typesets the French build settings in place; call it before webpack reads the environment. */
export function typesetFrenchSettings(environment: NodeJS.ProcessEnv): void {
  for (const name of FRENCH_SETTINGS) {
    const value = environment[name];
    if (value) environment[name] = frenchTypography(value);
  }
}
