import type { ReactNode } from 'react';
import type { SearchModalHit } from './types';

function Icon({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <svg
      className={className}
      width="20"
      height="20"
      viewBox="0 0 20 20"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

export function SearchIcon({ className }: { className?: string }) {
  return (
    <Icon className={className}>
      <circle cx="8.5" cy="8.5" r="5.5" strokeWidth="2" />
      <path d="m13 13 4.5 4.5" strokeWidth="2" />
    </Icon>
  );
}

export function ClearIcon({ className }: { className?: string }) {
  return (
    <Icon className={className}>
      <circle cx="10" cy="10" r="7.5" />
      <path d="m7.25 7.25 5.5 5.5m0-5.5-5.5 5.5" />
    </Icon>
  );
}

export function RemoveIcon({ className }: { className?: string }) {
  return (
    <Icon className={className}>
      <path d="m5 5 10 10M15 5 5 15" strokeWidth="1.8" />
    </Icon>
  );
}

export function RecentIcon({ className }: { className?: string }) {
  return (
    <Icon className={className}>
      <path d="M3.5 10a6.5 6.5 0 1 0 1.9-4.6" />
      <path d="M3.5 3.5v3.2h3.2M10 6.5V10l2.5 1.5" />
    </Icon>
  );
}

export function StarIcon({ className, filled = false }: { className?: string; filled?: boolean }) {
  return (
    <Icon className={className}>
      <path
        d="m10 2.8 2.2 4.5 4.9.7-3.55 3.45.85 4.9L10 14.05 5.6 16.35l.85-4.9L2.9 8l4.9-.7Z"
        fill={filled ? 'currentColor' : 'none'}
      />
    </Icon>
  );
}

/** The "↵" drawn at the end of the active hit. */
export function EnterIcon({ className }: { className?: string }) {
  return (
    <Icon className={className}>
      <path d="M15.5 4.5v4.25a2.5 2.5 0 0 1-2.5 2.5H4.5M8 7.75l-3.5 3.5 3.5 3.5" />
    </Icon>
  );
}

export function ErrorIcon({ className }: { className?: string }) {
  return (
    <Icon className={className}>
      <path d="M2.5 8.2a11 11 0 0 1 15 0M5 11a7.2 7.2 0 0 1 10 0M7.6 13.8a3.4 3.4 0 0 1 4.8 0" />
      <path d="m3 3 14 14" />
    </Icon>
  );
}

export function NoResultsIcon({ className }: { className?: string }) {
  return (
    <Icon className={className}>
      <circle cx="8.5" cy="8.5" r="5.5" />
      <path d="m13 13 4.5 4.5M6.5 6.5l4 4m0-4-4 4" />
    </Icon>
  );
}

/** A page, a heading (#) or a passage of text: what the hit points at. */
export function HitIcon({ kind, className }: { kind: SearchModalHit['kind']; className?: string }) {
  if (kind === 'page') {
    return (
      <Icon className={className}>
        <path d="M5 2.5h6.5L15 6v11.5H5Z" />
        <path d="M11.5 2.5V6H15M7.5 10h5M7.5 13h5" />
      </Icon>
    );
  }
  if (kind === 'heading') {
    return (
      <Icon className={className}>
        <path d="M8 3 6 17M14 3l-2 14M3.5 7.5h13M3 12.5h13" />
      </Icon>
    );
  }
  return (
    <Icon className={className}>
      <path d="M3.5 5h13M3.5 10h13M3.5 15h8" />
    </Icon>
  );
}
