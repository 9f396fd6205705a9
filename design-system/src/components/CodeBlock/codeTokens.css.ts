import { globalStyle } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { pre } from './CodeBlock.css';
import { layers } from '../../theme/layers.css';

/*
 * Colours of Prism's token classes, taken from the contract's existing text
 * colours: each keeps at least 5.8:1 on `codeBackground` in both themes.
 */
const tokenColours: [classes: string[], colour: string][] = [
  [['comment', 'prolog', 'doctype', 'cdata', 'punctuation'], vars.color.textMuted],
  [['keyword', 'atrule', 'rule', 'important', 'selector', 'key'], vars.color.primary],
  [['string', 'char', 'attr-value', 'regex', 'inserted', 'url', 'template-string'], vars.color.success],
  [['number', 'boolean', 'constant', 'symbol', 'null'], vars.color.warning],
  [['function', 'class-name', 'function-name'], vars.color.info],
  [['builtin', 'property', 'tag', 'attr-name', 'deleted', 'variable', 'parameter'], vars.color.danger],
  [['operator', 'entity'], vars.color.text],
];

for (const [classes, colour] of tokenColours) {
  globalStyle(classes.map((name) => `${pre} .token.${name}`).join(', '), {
    '@layer': { [layers.components]: { color: colour } },
  });
}

// Comments share the muted colour with punctuation; the slant tells them apart.
globalStyle(`${pre} .token.comment`, { '@layer': { [layers.components]: { fontStyle: 'italic' } } });
globalStyle(`${pre} .token.important, ${pre} .token.bold`, {
  '@layer': { [layers.components]: { fontWeight: vars.fontWeight.bold } },
});
globalStyle(`${pre} .token.italic`, { '@layer': { [layers.components]: { fontStyle: 'italic' } } });

// The global `code` rule shrinks code to 0.9em; inside the block `pre` already sets the size.
globalStyle(`${pre} code`, {
  '@layer': { [layers.components]: { fontSize: 'inherit', fontFamily: 'inherit' } },
});
