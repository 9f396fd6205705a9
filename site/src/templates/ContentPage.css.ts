import { style } from '@vanilla-extract/css';
import { vars } from '@foyer/design-system/tokens';
import { proseBesideAside } from '../components/proseBesideAside';

export const columns = proseBesideAside('14rem');

export const meta = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
