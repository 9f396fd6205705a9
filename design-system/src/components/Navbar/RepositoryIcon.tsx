/** A source-code mark for the navbar's repository link (decorative: the link has its label). */
export function RepositoryIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
      <path
        d="M4 3h9l3 3v11H4zM7 8h6M7 11h6M7 14h4"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.6"
        strokeLinejoin="round"
      />
    </svg>
  );
}
