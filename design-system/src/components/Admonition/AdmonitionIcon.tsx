import type { AdmonitionType } from './Admonition';

/* One shape per type (circle, bulb, triangle, octagon), so the types differ without colour. */
const paths: Record<AdmonitionType, string> = {
  note: 'M10 1.75a8.25 8.25 0 1 0 0 16.5 8.25 8.25 0 0 0 0-16.5ZM10 9v5M10 6v.01',
  tip: 'M7.5 14.5h5M8 17.5h4M10 2.5a5.5 5.5 0 0 0-3 10.1v1.9h6v-1.9a5.5 5.5 0 0 0-3-10.1Z',
  warning: 'M10 2.5 1.75 17h16.5L10 2.5ZM10 8v4.5M10 14.75v.01',
  danger:
    'M6.6 1.75h6.8l4.85 4.85v6.8l-4.85 4.85H6.6l-4.85-4.85V6.6L6.6 1.75ZM7.25 7.25l5.5 5.5M12.75 7.25l-5.5 5.5',
};

export function AdmonitionIcon({ type, className }: { type: AdmonitionType; className?: string }) {
  return (
    <svg className={className} viewBox="0 0 20 20" aria-hidden="true" focusable="false">
      <path
        d={paths[type]}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.75"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
