/** The arrow-out-of-a-box mark that follows links leaving the site. */
export function ExternalIcon({ className }: { className?: string }) {
  return (
    <svg
      className={className}
      width="12"
      height="12"
      viewBox="0 0 12 12"
      aria-hidden="true"
      focusable="false"
    >
      <path
        d="M7 1h4v4M11 1 5.5 6.5M9.5 7.5V11H1V2.5h3.5"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.4"
      />
    </svg>
  );
}
