import { createVar, fallbackVar, globalStyle, type GlobalStyleRule } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { layers } from '../../theme/layers.css';
import { pre } from './CodeBlock.css';

/*
 * The lines annotateCodeLines writes into the block's HTML at build time. Only
 * global rules on data attributes under the block's `pre`: no class name reaches the
 * component's JavaScript, and a site that writes the same markup gets the same look.
 *
 * Each marked line keeps a text contrast of at least 4.5:1 for every token colour in
 * both themes and in a brand's (theme/contrastPairs.ts checks them): a highlighted
 * line sits on `surfaceRaised` with a bar of `primary` (the `highlight` tint follows
 * a brand's primary and would leave some token colours under 4.5:1), inserted and
 * removed lines on `successSurface` and `dangerSurface`.
 */
const lines = `${pre} [data-code-lines]`;
const line = `${lines} > [data-line]`;

/** What the gutter shows: the line's number, its diff sign, both, or nothing. */
const numberText = createVar();
const signText = createVar();
/** Widths in `ch` of the two parts of the gutter, so every line's code starts at one column. */
const numberWidth = createVar();
const signWidth = createVar();
/** The width of the bar at the start of a marked line; the others keep its room as padding. */
const BAR = '3px';

function rule(selector: string, declarations: GlobalStyleRule) {
  globalStyle(selector, { '@layer': { [layers.components]: declarations } });
}

// A grid drops the line breaks between lines from the layout (they stay in the text),
// and stretches every line to the longest, so a background spans the scrolled width.
rule(lines, {
  display: 'grid',
  // Out to the edges of the block's padding, where the line's own padding takes over.
  marginInline: `calc(-1 * ${vars.space.md})`,
  counterReset: 'line',
});

rule(line, {
  position: 'relative',
  paddingInline: vars.space.md,
  // An empty line keeps its height.
  minHeight: [`calc(${vars.lineHeight.normal} * 1em)`, '1lh'],
  counterIncrement: 'line',
});

rule(`${line}[data-line-mark]`, {
  paddingInlineStart: `calc(${vars.space.md} - ${BAR})`,
  borderInlineStart: `${BAR} solid`,
});
rule(`${line}[data-line-mark="highlighted"]`, {
  backgroundColor: vars.color.surfaceRaised,
  borderInlineStartColor: vars.color.primary,
});
rule(`${line}[data-line-mark="inserted"]`, {
  backgroundColor: vars.color.successSurface,
  borderInlineStartColor: vars.color.success,
});
rule(`${line}[data-line-mark="removed"]`, {
  backgroundColor: vars.color.dangerSurface,
  borderInlineStartColor: vars.color.danger,
});

// The note is for screen readers: out of sight, and out of a selection the reader copies.
rule(`${line} > [data-line-note]`, {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
  userSelect: 'none',
});

// The gutter: numbers (`data-line-numbers` holds how many digits the last one has)
// and the signs of a diff, as generated content, which is neither selected nor copied;
// its alternative text is empty, so screen readers skip it too (the note speaks instead).
rule(`${lines}[data-line-numbers] > [data-line]`, {
  vars: { [numberText]: 'counter(line)', [numberWidth]: '2' },
});
for (const digits of [3, 4, 5]) {
  rule(`${lines}[data-line-numbers="${digits}"] > [data-line]`, { vars: { [numberWidth]: String(digits) } });
}
rule(`${lines}[data-line-signs] > [data-line]`, { vars: { [signText]: '"  "', [signWidth]: '2' } });
rule(`${lines}[data-line-signs] > [data-line-mark="inserted"]`, { vars: { [signText]: '" +"' } });
rule(`${lines}[data-line-signs] > [data-line-mark="removed"]`, { vars: { [signText]: '" \\2212"' } });

const gutterContent = `${fallbackVar(numberText, '""')} ${fallbackVar(signText, '""')}`;
rule(`${lines}:is([data-line-numbers], [data-line-signs]) > [data-line]::before`, {
  // The first value is for browsers without alternative text for generated content.
  content: [gutterContent, `${gutterContent} / ""`],
  display: 'inline-block',
  // A width the block does not set counts for nothing.
  minWidth: `calc((${fallbackVar(numberWidth, '0')} + ${fallbackVar(signWidth, '0')}) * 1ch)`,
  marginInlineEnd: vars.space.sm,
  textAlign: 'end',
  color: vars.color.textMuted,
  userSelect: 'none',
});
rule(`${lines}[data-line-signs] > [data-line-mark="inserted"]::before`, {
  color: vars.color.success,
  fontWeight: vars.fontWeight.bold,
});
rule(`${lines}[data-line-signs] > [data-line-mark="removed"]::before`, {
  color: vars.color.danger,
  fontWeight: vars.fontWeight.bold,
});
