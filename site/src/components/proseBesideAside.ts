import { style } from '@vanilla-extract/css';
import { media, vars } from '@foyer/design-system/tokens';

// Called from .css.ts files only: vanilla-extract lets those export class names, not functions.
/** One column on phones; on desktop the page's prose beside an aside `asideWidth` wide. */
export function proseBesideAside(asideWidth: string) {
  return style({
    display: 'grid',
    gap: vars.space.xl,
    gridTemplateColumns: 'minmax(0, 1fr)',
    '@media': {
      [media.desktop]: {
        gridTemplateColumns: `minmax(0, ${vars.size.proseMaxWidth}) ${asideWidth}`,
        justifyContent: 'center',
      },
    },
  });
}
