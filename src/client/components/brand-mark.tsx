/** The brand mark (a pin flag on a putting green), the same drawing as the app icons in public/. */
export function BrandMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 512 512" aria-hidden focusable="false" className={className}>
      <rect width="512" height="512" rx="112" fill="#14532d" />
      <g transform="translate(0 -17)">
        <ellipse cx="256" cy="388" rx="178" ry="58" fill="#22a355" />
        <ellipse cx="256" cy="380" rx="150" ry="40" fill="#3cc26f" />
        <ellipse cx="256" cy="388" rx="30" ry="11" fill="#062314" />
        <rect x="247" y="100" width="14" height="290" rx="7" fill="#f8faf8" />
        <path d="M261 104 L398 150 L261 198 Z" fill="#facc15" />
      </g>
    </svg>
  );
}
