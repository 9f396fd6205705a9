import type { ReactNode } from 'react';
import type { PlusFeatureId } from './featureList';

interface IconProps {
  className?: string;
}

/** A 24 × 24 line icon drawn in the current text colour; decorative, so hidden from assistive technology. */
function LineIcon({ className, children }: IconProps & { children: ReactNode }) {
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      width="24"
      height="24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

/** A phone and a padlock. */
export function RemoteAccessIcon({ className }: IconProps) {
  return (
    <LineIcon className={className}>
      <rect x="2.5" y="3" width="9" height="18" rx="2" />
      <path d="M6 17.5h2" />
      <path d="M15 12v-2a2.5 2.5 0 0 1 5 0v2" />
      <rect x="13.5" y="12" width="8" height="7" rx="1.5" />
    </LineIcon>
  );
}

/** A stack of storage with a clock: a copy every day. */
export function BackupsIcon({ className }: IconProps) {
  return (
    <LineIcon className={className}>
      <ellipse cx="11" cy="5" rx="7" ry="2.5" />
      <path d="M4 5v6c0 1.4 3.1 2.5 7 2.5 1.1 0 2.2-.1 3.1-.3" />
      <path d="M18 5v5" />
      <path d="M4 11v6c0 1.4 3.1 2.5 7 2.5" />
      <circle cx="18" cy="17.5" r="4" />
      <path d="M18 15.5v2l1.4 1" />
    </LineIcon>
  );
}

/** Curly braces around a slash. */
export function ApiIcon({ className }: IconProps) {
  return (
    <LineIcon className={className}>
      <path d="M8 4C6 4 5 5 5 7v2c0 1.5-1 2.5-2 3 1 .5 2 1.5 2 3v2c0 2 1 3 3 3" />
      <path d="M16 4c2 0 3 1 3 3v2c0 1.5 1 2.5 2 3-1 .5-2 1.5-2 3v2c0 2-1 3-3 3" />
      <path d="M13.5 8.5l-3 7" />
    </LineIcon>
  );
}

/** A microphone. */
export function VoiceIcon({ className }: IconProps) {
  return (
    <LineIcon className={className}>
      <rect x="9" y="2.5" width="6" height="11" rx="3" />
      <path d="M5.5 11a6.5 6.5 0 0 0 13 0" />
      <path d="M12 17.5v4" />
      <path d="M8.5 21.5h7" />
    </LineIcon>
  );
}

/** Two people. */
export function FamilyIcon({ className }: IconProps) {
  return (
    <LineIcon className={className}>
      <circle cx="9" cy="8" r="3.2" />
      <path d="M3 20c0-3.3 2.7-6 6-6s6 2.7 6 6" />
      <circle cx="17" cy="9.5" r="2.5" />
      <path d="M16 14.6c.3-.1.7-.1 1-.1 2.5 0 4.5 2 4.5 4.5" />
    </LineIcon>
  );
}

/** A heart: subscriptions fund the project. */
export function HeartIcon({ className }: IconProps) {
  return (
    <LineIcon className={className}>
      <path d="M12 20s-7.5-4.6-7.5-10.2A4.3 4.3 0 0 1 12 7.2a4.3 4.3 0 0 1 7.5 2.6C19.5 15.4 12 20 12 20z" />
    </LineIcon>
  );
}

/** A house: the home keeps running. */
export function HouseIcon({ className }: IconProps) {
  return (
    <LineIcon className={className}>
      <path d="M3.5 11.5 12 4.5l8.5 7" />
      <path d="M5.5 10v10h13V10" />
      <path d="M10 20v-5h4v5" />
    </LineIcon>
  );
}

/** A closed padlock. */
export function LockIcon({ className }: IconProps) {
  return (
    <LineIcon className={className}>
      <path d="M8 10.5V8a4 4 0 0 1 8 0v2.5" />
      <rect x="5" y="10.5" width="14" height="10" rx="2" />
      <path d="M12 14.5v2.5" />
    </LineIcon>
  );
}

export function CheckIcon({ className }: IconProps) {
  return (
    <LineIcon className={className}>
      <path d="m5 12.5 4.5 4.5L19 7.5" />
    </LineIcon>
  );
}

export function ChevronDownIcon({ className }: IconProps) {
  return (
    <LineIcon className={className}>
      <path d="m6 9 6 6 6-6" />
    </LineIcon>
  );
}

export function ArrowRightIcon({ className }: IconProps) {
  return (
    <LineIcon className={className}>
      <path d="M5 12h14" />
      <path d="m13 6 6 6-6 6" />
    </LineIcon>
  );
}

const FEATURE_ICONS = {
  remoteAccess: RemoteAccessIcon,
  backups: BackupsIcon,
  api: ApiIcon,
  voice: VoiceIcon,
  family: FamilyIcon,
} as const satisfies Record<PlusFeatureId, (props: IconProps) => ReactNode>;

/** The icon of one of the five Plus features. */
export function FeatureIcon({ feature, className }: IconProps & { feature: PlusFeatureId }) {
  const Icon = FEATURE_ICONS[feature];
  return <Icon className={className} />;
}
