import { useId } from "react";

const RIBS = [0, 1, 2, 3, 4, 5, 6];

/** A schematic frontal chest X-ray, drawn in SVG, with a whiter patch at the right lung base. */
export function ChestXray({ className }: { className?: string }) {
  const uid = useId();
  const titleId = `${uid}-titre`;
  const descId = `${uid}-desc`;
  const blurId = `${uid}-flou`;
  return (
    <svg viewBox="0 0 200 220" role="img" aria-labelledby={titleId} aria-describedby={descId} className={className}>
      <title id={titleId}>Radiographie thoracique de face (schéma)</title>
      <desc id={descId}>
        Schéma : les deux poumons, le cœur, le rachis et les côtes, avec une zone plus blanche à la base du poumon
        droit.
      </desc>
      <defs>
        <filter id={blurId} x="-50%" y="-50%" width="200%" height="200%">
          <feGaussianBlur stdDeviation="5" />
        </filter>
      </defs>
      <rect width="200" height="220" fill="#0b1220" />
      <rect x="84" y="0" width="32" height="40" fill="#3b4656" />
      <path d="M26 44 Q100 14 174 44 L188 220 L12 220 Z" fill="#3b4656" />
      <path d="M95 56 C70 50 46 66 41 110 C37 150 41 178 50 192 C70 184 88 180 95 177 Z" fill="#131b2a" />
      <path d="M105 56 C130 50 154 66 159 110 C163 150 159 178 150 192 C130 184 112 180 105 180 Z" fill="#131b2a" />
      {RIBS.map((i) => (
        <g key={i} fill="none" stroke="#94a3b8" strokeOpacity="0.5" strokeWidth="2.5" strokeLinecap="round">
          <path d={`M96 ${68 + i * 17} Q62 ${56 + i * 17} 44 ${80 + i * 17}`} />
          <path d={`M104 ${68 + i * 17} Q138 ${56 + i * 17} 156 ${80 + i * 17}`} />
        </g>
      ))}
      <rect x="94" y="30" width="12" height="190" rx="3" fill="#8a94a3" />
      <path d="M92 120 C92 104 120 108 136 128 C152 150 142 182 118 184 C100 186 92 172 92 150 Z" fill="#a3adbb" />
      <g fill="none" stroke="#cbd5e1" strokeWidth="4" strokeLinecap="round">
        <path d="M97 50 Q70 40 40 54" />
        <path d="M103 50 Q130 40 160 54" />
      </g>
      <ellipse cx="62" cy="162" rx="17" ry="13" fill="#e2e8f0" fillOpacity="0.55" filter={`url(#${blurId})`} />
      <text x="10" y="22" fill="#f8fafc" fontSize="14" fontWeight="700" fontFamily="sans-serif">
        D
      </text>
    </svg>
  );
}
