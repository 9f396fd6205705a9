import type { CopyStatus } from './useCopyToClipboard';

const paths: Record<CopyStatus, string> = {
  idle: 'M6.5 6.5V3.75c0-.69.56-1.25 1.25-1.25h8.5c.69 0 1.25.56 1.25 1.25v8.5c0 .69-.56 1.25-1.25 1.25H13.5M3.75 6.5h8.5c.69 0 1.25.56 1.25 1.25v8.5c0 .69-.56 1.25-1.25 1.25h-8.5c-.69 0-1.25-.56-1.25-1.25v-8.5c0-.69.56-1.25 1.25-1.25Z',
  copied: 'm4 10.5 4 4 8-9',
  failed: 'm5 5 10 10M15 5 5 15',
};

/** Clipboard, tick or cross: the button's state shows in its shape as well as its text. */
export function CopyIcon({ status, className }: { status: CopyStatus; className?: string }) {
  return (
    <svg className={className} viewBox="0 0 20 20" aria-hidden="true" focusable="false">
      <path
        d={paths[status]}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.75"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
