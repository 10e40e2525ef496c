/** The product's mark: a tennis ball, drawn inline so that it costs no request. */
export function TennisBall({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" className={className}>
      <circle cx="16" cy="16" r="15" fill="#c6e83a" stroke="#3f6212" strokeWidth="1.5" />
      <path
        d="M5 7c6 4 6 14 0 18M27 7c-6 4-6 14 0 18"
        fill="none"
        stroke="#fff"
        strokeWidth="2"
        strokeLinecap="round"
      />
    </svg>
  );
}
