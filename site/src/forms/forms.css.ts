import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@foyer/design-system/tokens';
import { TOKEN_MISSING_ATTRIBUTE } from './tokenInAddress';

export const stack = style({
  display: 'grid',
  gap: vars.space.md,
  maxWidth: '36rem',
});

export const outcome = style({ maxWidth: '36rem', marginBlockStart: vars.space.md });

export const inlineFields = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fit, minmax(14rem, 1fr))',
  alignItems: 'end',
});

export const newsletter = style({
  padding: vars.space.lg,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surfaceRaised,
  marginBlock: vars.space.xl,
});

export const newsletterTitle = style({ marginBlockStart: 0 });

export const claim = style({ fontWeight: vars.fontWeight.bold });

export const privacyNote = style({
  maxWidth: '36rem',
  marginBlock: vars.space.sm,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

/**
 * The honeypot: out of sight and of the layout for people, yet a real field with a
 * label (not display:none, which some robots skip).
 */
export const honeypot = style({
  position: 'absolute',
  insetInlineStart: '-10000px',
  insetBlockStart: 'auto',
  inlineSize: '1px',
  blockSize: '1px',
  overflow: 'hidden',
  padding: 0,
  margin: 0,
  border: 0,
  fontSize: vars.fontSize.sm,
});

/** "Was this page helpful?" under a doc: set apart from the prose, quieter than a form of its own. */
export const feedback = style({
  display: 'grid',
  gap: vars.space.md,
  maxWidth: '36rem',
  marginBlock: vars.space.xl,
  paddingBlockStart: vars.space.lg,
  borderBlockStart: `1px solid ${vars.color.border}`,
});

export const feedbackTitle = style({ margin: 0, fontSize: vars.fontSize.lg });

export const feedbackAnswers = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

/**
 * Until the newsletter page's code has read its address, the server HTML holds both the
 * "no code" message and the button; the head script's mark on `<html>` picks one
 * before the first paint (src/forms/tokenInAddress.ts). Without it, the button shows.
 */
export const whenTokenMissing = style({ display: 'none' });
export const whenTokenPresent = style({});
globalStyle(`html[${TOKEN_MISSING_ATTRIBUTE}] ${whenTokenMissing}`, { display: 'block' });
globalStyle(`html[${TOKEN_MISSING_ATTRIBUTE}] ${whenTokenPresent}`, { display: 'none' });
