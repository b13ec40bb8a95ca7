/** A decorative house-and-sparkles drawing for the hero (inline SVG: no image requests). */
export function HeroIllustration() {
  const sparkle = (x: number, y: number, r: number, fill: string) => (
    <path
      d={`M${x} ${y - r} L${x + r * 0.28} ${y - r * 0.28} L${x + r} ${y} L${x + r * 0.28} ${y + r * 0.28} L${x} ${y + r} L${x - r * 0.28} ${y + r * 0.28} L${x - r} ${y} L${x - r * 0.28} ${y - r * 0.28} Z`}
      fill={fill}
    />
  );
  return (
    <svg viewBox="0 0 400 330" width="100%" role="presentation" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id="hero-sky" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#c3fae8" />
          <stop offset="1" stopColor="#c5f6fa" />
        </linearGradient>
        <linearGradient id="hero-roof" x1="0" y1="0" x2="1" y2="0">
          <stop offset="0" stopColor="#12b886" />
          <stop offset="1" stopColor="#1098ad" />
        </linearGradient>
      </defs>
      <circle cx="200" cy="165" r="150" fill="url(#hero-sky)" />
      <ellipse cx="200" cy="292" rx="150" ry="16" fill="#96f2d7" opacity="0.55" />
      <rect x="252" y="92" width="24" height="48" rx="4" fill="#0b7285" />
      <rect x="112" y="150" width="176" height="140" rx="10" fill="#ffffff" stroke="#0ca678" strokeWidth="5" />
      <path d="M92 164 L200 78 L308 164 Z" fill="url(#hero-roof)" strokeLinejoin="round" />
      <rect x="130" y="176" width="40" height="36" rx="6" fill="#e3fafc" stroke="#15aabf" strokeWidth="4" />
      <rect x="230" y="176" width="40" height="36" rx="6" fill="#e3fafc" stroke="#15aabf" strokeWidth="4" />
      <path d="M150 176 V212 M130 194 H170 M250 176 V212 M230 194 H270" stroke="#15aabf" strokeWidth="3" />
      <rect x="178" y="222" width="44" height="68" rx="8" fill="#63e6be" />
      <circle cx="212" cy="258" r="3.5" fill="#087f5b" />
      <circle cx="322" cy="238" r="14" fill="none" stroke="#66d9e8" strokeWidth="3" />
      <circle cx="344" cy="206" r="8" fill="none" stroke="#66d9e8" strokeWidth="3" />
      <circle cx="70" cy="232" r="10" fill="none" stroke="#63e6be" strokeWidth="3" />
      {sparkle(86, 104, 18, '#fab005')}
      {sparkle(318, 70, 22, '#fcc419')}
      {sparkle(340, 138, 11, '#15aabf')}
      {sparkle(54, 178, 9, '#12b886')}
      {sparkle(200, 42, 12, '#ffd43b')}
    </svg>
  );
}
