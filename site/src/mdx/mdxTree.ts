/**
 * An MDX body compiled at build time into plain data, carried in the page's data
 * instead of one JavaScript module per MDX file: an element is
 * `[type, props, ...children]`, where `type` is an HTML tag or the name of one of
 * the site's MDX components, and text is a string.
 */
export type MdxTreeNode = string | MdxTreeElement;
export type MdxTreeElement = [type: string, props: MdxTreeProps | null, ...children: MdxTreeNode[]];
export type MdxTreeProps = Record<string, unknown>;

/** The components MDX content may use by name; the build fails on any other. */
export const MDX_COMPONENT_NAMES = [
  'Admonition',
  'CodeBlock',
  'Tabs',
  'TabItem',
  'IntegrationsByTechnology',
  'Price',
  'TrialDays',
  'LegalEntity',
] as const;

export type MdxComponentName = (typeof MDX_COMPONENT_NAMES)[number];

/**
 * A `bodyTree` field as a page query returns it: GraphQL can only call it JSON (an
 * object, in the generated types), while the resolver returns compileMdxTree's array.
 */
export type QueriedMdxTree = MdxTreeNode[] | Record<string, unknown>;
