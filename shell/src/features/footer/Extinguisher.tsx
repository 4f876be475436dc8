/** The footer's call-to-action artwork: an original, inline fire-extinguisher drawing. */
export function Extinguisher({ label, className }: { label: string; className?: string }) {
  return (
    <svg className={className} viewBox="0 0 120 200" role="img" aria-label={label}>
      <defs>
        <linearGradient id="extinguisher-body" x1="0" x2="1">
          <stop offset="0" stopColor="#a00d25" />
          <stop offset="0.45" stopColor="#e0243f" />
          <stop offset="1" stopColor="#8f0b20" />
        </linearGradient>
      </defs>
      <ellipse cx="62" cy="192" rx="40" ry="6" fill="rgb(0 0 0 / 25%)" />
      <path d="M52 30h20v14H52z" fill="#2b3240" />
      <path d="M44 24h36l-4-10H48z" fill="#3d4657" />
      <path d="M76 18h22c6 0 9 4 9 9v4H97v-3H76z" fill="#2b3240" />
      <path
        d="M50 24c-14 0-26 6-30 18l-6 22c-1 4 2 6 5 4l6-6c4-12 12-18 25-18z"
        fill="none"
        stroke="#1b2230"
        strokeWidth="5"
        strokeLinecap="round"
      />
      <rect x="34" y="42" width="56" height="146" rx="24" fill="url(#extinguisher-body)" />
      <rect x="44" y="88" width="36" height="50" rx="5" fill="#fff" />
      <path d="M50 100h24M50 110h24M50 120h16" stroke="#12264a" strokeWidth="4" />
      <rect x="44" y="56" width="6" height="118" rx="3" fill="rgb(255 255 255 / 30%)" />
      <circle cx="62" cy="37" r="5" fill="#f2a900" />
    </svg>
  );
}
