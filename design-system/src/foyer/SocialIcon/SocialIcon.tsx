import type { ReactNode } from 'react';

export type SocialIconName = 'mastodon' | 'youtube' | 'linkedin' | 'rss' | 'forum' | 'git';

const stroke = {
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

/*
 * Plain glyphs drawn for Foyer that hint at each kind of place, not the brands' logos:
 * those come with trademark rules and would clash with the rest of the icon set.
 */
const glyphs: Record<SocialIconName, ReactNode> = {
  // Federated network: nodes linked in a ring.
  mastodon: (
    <g {...stroke}>
      <path d="M12 3.5 20 9.3l-3 9.2H7l-3-9.2Z" />
      <circle cx="12" cy="3.5" r="1.5" fill="currentColor" />
      <circle cx="20" cy="9.3" r="1.5" fill="currentColor" />
      <circle cx="17" cy="18.5" r="1.5" fill="currentColor" />
      <circle cx="7" cy="18.5" r="1.5" fill="currentColor" />
      <circle cx="4" cy="9.3" r="1.5" fill="currentColor" />
    </g>
  ),
  // Video: a screen with a play mark.
  youtube: (
    <g {...stroke}>
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="m10 9 5 3-5 3Z" fill="currentColor" />
    </g>
  ),
  // Professional network: a briefcase.
  linkedin: (
    <g {...stroke}>
      <rect x="3" y="7" width="18" height="13" rx="2" />
      <path d="M9 7V5a1 1 0 0 1 1-1h4a1 1 0 0 1 1 1v2M3 12h18" />
    </g>
  ),
  // Feed: a dot and two widening waves.
  rss: (
    <g {...stroke}>
      <circle cx="6" cy="18" r="1.5" fill="currentColor" />
      <path d="M5 11a8 8 0 0 1 8 8M5 5a14 14 0 0 1 14 14" />
    </g>
  ),
  // Forum: two overlapping speech bubbles.
  forum: (
    <g {...stroke}>
      <path d="M4 4h11v8H9l-4 3v-3H4Z" />
      <path d="M18 9h2v9h-1v3l-4-3h-5v-3" />
    </g>
  ),
  // Source code: a branch leaving a line and merging back.
  git: (
    <g {...stroke}>
      <circle cx="7" cy="5" r="2" />
      <circle cx="7" cy="19" r="2" />
      <circle cx="17" cy="9" r="2" />
      <path d="M7 7v10M17 11c0 4-10 2-10 6" />
    </g>
  ),
};

export function SocialIcon({ name }: { name: SocialIconName }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      {glyphs[name]}
    </svg>
  );
}
