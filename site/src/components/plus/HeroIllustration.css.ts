import { style } from '@vanilla-extract/css';
import { vars } from '@foyer/design-system/tokens';

export const root = style({ display: 'block', width: '100%', height: 'auto' });

const stroked = {
  fill: 'none',
  strokeWidth: 3,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

export const line = style({ ...stroked, stroke: vars.color.heading });

export const ground = style({ ...stroked, stroke: vars.color.border });

export const surface = style({ fill: vars.color.surfaceRaised });

export const screen = style({ fill: vars.color.background });

export const lit = style({ fill: vars.color.primary, opacity: 0.85 });

export const tile = style({ fill: vars.color.border });

export const toggle = style({ fill: vars.color.highlight, stroke: vars.color.primary, strokeWidth: 1.5 });

export const glow = style({ fill: vars.color.highlight });

export const link = style({ ...stroked, stroke: vars.color.primary, strokeDasharray: '2 9' });

export const accent = style({ fill: vars.color.primary });

export const accentLine = style({ ...stroked, stroke: vars.color.primary, strokeWidth: 5 });

export const keyhole = style({ fill: vars.color.onPrimary });

export const keyholeLine = style({ ...stroked, stroke: vars.color.onPrimary });

export const spark = style({ ...stroked, stroke: vars.color.primary, strokeWidth: 2 });

export const dot = style({ fill: vars.color.textMuted });
