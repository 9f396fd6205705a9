import type { FormMessageTone } from './FormMessage';

/** Tells success from error without relying on colour alone. */
export function FormMessageIcon({ tone, className }: { tone: FormMessageTone; className: string }) {
  return (
    <svg className={className} viewBox="0 0 20 20" aria-hidden="true" focusable="false">
      <circle cx="10" cy="10" r="8.5" fill="none" stroke="currentColor" strokeWidth="1.75" />
      {tone === 'success' ? (
        <path
          d="M6 10.5l2.75 2.75L14 7.5"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.75"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      ) : (
        <>
          <path d="M10 5.5v5.5" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" />
          <circle cx="10" cy="14" r="1.1" fill="currentColor" />
        </>
      )}
    </svg>
  );
}
