import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@foyer/design-system/tokens';

/** Typography of Markdown content (docs and blog posts). */
export const prose = style({ lineHeight: vars.lineHeight.normal });

globalStyle(`${prose} h2`, {
  marginTop: vars.space.xl,
  marginBottom: vars.space.sm,
  fontSize: vars.fontSize.xl,
});
globalStyle(`${prose} h3`, {
  marginTop: vars.space.lg,
  marginBottom: vars.space.xs,
  fontSize: vars.fontSize.lg,
});
globalStyle(`${prose} p, ${prose} ul, ${prose} ol`, { marginBlock: vars.space.sm });
globalStyle(`${prose} li + li`, { marginTop: vars.space.xs });
globalStyle(`${prose} :not(pre) > code`, {
  padding: `0.1em 0.35em`,
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.codeBackground,
  border: `1px solid ${vars.color.border}`,
  fontSize: '0.875em',
  overflowWrap: 'anywhere',
});
globalStyle(`${prose} table`, {
  display: 'block',
  maxWidth: '100%',
  overflowX: 'auto',
  borderCollapse: 'collapse',
  marginBlock: vars.space.md,
});
globalStyle(`${prose} th, ${prose} td`, {
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  textAlign: 'start',
  verticalAlign: 'top',
});
globalStyle(`${prose} th`, { backgroundColor: vars.color.surface });
globalStyle(`${prose} blockquote`, {
  margin: `${vars.space.md} 0`,
  paddingInlineStart: vars.space.md,
  borderInlineStart: `4px solid ${vars.color.border}`,
  color: vars.color.textMuted,
});
globalStyle(`${prose} h2[id], ${prose} h3[id]`, {
  scrollMarginTop: `calc(${vars.size.navbarHeight} + ${vars.space.md})`,
});

/*
 * Where an integration's data goes (src/integrations/dataFlow.ts): the paragraph at the top
 * of each guide, written at build time, and the marks of the docs' integrations index. Each
 * colour pair is one of the theme's checked contrast pairs.
 */
globalStyle(`${prose} [data-data-flow]`, {
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
});
globalStyle(`${prose} [data-data-flow-badge]`, {
  display: 'inline-block',
  marginInlineEnd: vars.space.xs,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.pill,
  border: '1px solid currentColor',
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
});
globalStyle(`${prose} [data-data-flow-badge="local"]`, {
  color: vars.color.success,
  backgroundColor: vars.color.successSurface,
});
globalStyle(`${prose} [data-data-flow-badge="local-optional-cloud"]`, {
  color: vars.color.info,
  backgroundColor: vars.color.infoSurface,
});
globalStyle(`${prose} [data-data-flow-badge="cloud"]`, {
  color: vars.color.warning,
  backgroundColor: vars.color.warningSurface,
});
