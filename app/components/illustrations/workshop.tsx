import { IllustrationFrame, type IllustrationProps } from "./illustration-frame";

const WHEAT = [18, 30, 42, 270, 284, 298] as const;
const PALLETS = [
  { x: 124, bales: 3 },
  { x: 164, bales: 2 },
] as const;

/** The workshop: a timber-clad building whose open door shows pallets of bales, wheat growing around it. */
export function WorkshopIllustration(props: IllustrationProps) {
  return (
    <IllustrationFrame width={320} height={210} {...props}>
      <circle cx="262" cy="40" r="20" className="fill-straw-200" />
      <rect x="0" y="184" width="320" height="26" className="fill-green-200" />
      {/* building */}
      <path d="M44 88h232v96H44Z" className="fill-earth-600" />
      <g className="stroke-earth-700" strokeWidth="2">
        <path d="M64 92v92M84 92v92M104 92v92M216 92v92M236 92v92M256 92v92" />
      </g>
      <path d="M30 92 160 34l130 58Z" className="fill-earth-900" />
      <path d="M30 92 160 34l130 58" className="stroke-earth-950" strokeWidth="3" fill="none" />
      <rect x="140" y="58" width="40" height="14" rx="2" className="fill-straw-300" />
      {/* open door with pallets of bales */}
      <rect x="112" y="112" width="96" height="72" className="fill-earth-950" />
      {PALLETS.map(({ x, bales }) => (
        <g key={x}>
          <rect x={x} y="176" width="36" height="6" className="fill-earth-400" />
          {Array.from({ length: bales }, (_, level) => (
            <g key={level}>
              <rect x={x + 1} y={176 - 18 * (level + 1)} width="34" height="17" rx="2" className="fill-straw-400" />
              <path
                d={`M${x + 12} ${176 - 18 * (level + 1)}v17M${x + 24} ${176 - 18 * (level + 1)}v17`}
                className="stroke-earth-700"
                strokeWidth="1.5"
              />
            </g>
          ))}
        </g>
      ))}
      <rect x="60" y="120" width="32" height="24" className="fill-straw-100" />
      <rect x="228" y="120" width="32" height="24" className="fill-straw-100" />
      {/* wheat */}
      {WHEAT.map((x) => (
        <g key={x}>
          <path d={`M${x} 196v-34`} className="stroke-green-700" strokeWidth="2" />
          <ellipse cx={x} cy="158" rx="4" ry="9" className="fill-straw-500" />
        </g>
      ))}
    </IllustrationFrame>
  );
}
