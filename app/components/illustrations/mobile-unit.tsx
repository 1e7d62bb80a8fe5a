import { formatNumber } from "@domain/format";
import { PAILLEMOBILE } from "@domain/products";
import { IllustrationFrame, type IllustrationProps } from "./illustration-frame";

const TRAILER_START = 104;
const TRAILER_END = 344;

/**
 * The PailleMobile unit, side view: a tractor unit and its semi-trailer carrying the baling press, with the
 * trailer's length marked above it.
 */
export function MobileUnitIllustration(props: IllustrationProps) {
  return (
    <IllustrationFrame width={360} height={180} {...props}>
      <rect x="0" y="160" width="360" height="20" className="fill-green-200" />
      {/* length of the unit */}
      <g className="stroke-earth-700" strokeWidth="1.5" fill="none">
        <path d={`M${TRAILER_START} 14v14M${TRAILER_END} 14v14M${TRAILER_START} 21h${TRAILER_END - TRAILER_START}`} />
        <path d={`M${TRAILER_START + 8} 16l-8 5 8 5M${TRAILER_END - 8} 16l8 5-8 5`} />
      </g>
      <rect x="200" y="12" width="44" height="18" className="fill-background" />
      <text x="222" y="26" textAnchor="middle" fontSize="14" fontWeight="700" className="fill-earth-900">
        {formatNumber(PAILLEMOBILE.unitLengthM, 0)} m
      </text>
      {/* tractor unit */}
      <path d="M18 136V86l14-30h58v80Z" className="fill-green-700" />
      <path d="M36 62h40v28H26Z" className="fill-green-100" />
      <rect x="14" y="124" width="90" height="14" className="fill-earth-800" />
      {/* semi-trailer: chassis, press housing, intake hopper and bales leaving at the back */}
      <rect x={TRAILER_START} y="120" width={TRAILER_END - TRAILER_START} height="12" className="fill-earth-800" />
      <rect x="112" y="50" width="176" height="70" rx="4" className="fill-earth-600" />
      <rect x="112" y="74" width="176" height="10" className="fill-straw-400" />
      <path d="M126 50l10-16h44l10 16Z" className="fill-earth-700" />
      <g className="stroke-earth-800" strokeWidth="2">
        <path d="M160 90v24M200 90v24M240 90v24" />
      </g>
      <rect x="292" y="98" width="24" height="22" rx="2" className="fill-straw-400" />
      <rect x="318" y="98" width="24" height="22" rx="2" className="fill-straw-400" />
      <rect x="305" y="76" width="24" height="22" rx="2" className="fill-straw-300" />
      <path d="M300 98v22M334 98v22M313 76v22" className="stroke-earth-700" strokeWidth="1.5" />
      {/* wheels */}
      {[50, 86, 250, 282, 314].map((cx) => (
        <g key={cx}>
          <circle cx={cx} cy="144" r="15" className="fill-earth-950" />
          <circle cx={cx} cy="144" r="6" className="fill-earth-300" />
        </g>
      ))}
    </IllustrationFrame>
  );
}
