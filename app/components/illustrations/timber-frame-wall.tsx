import { IllustrationFrame, type IllustrationProps } from "./illustration-frame";

const STUDS = [20, 112, 204, 296] as const;
const COURSES = [34, 86, 138] as const;
const BALE_HEIGHT = 50;

/** A timber-frame wall under construction: studs and plates with straw bales stacked in each bay. */
export function TimberFrameWallIllustration(props: IllustrationProps) {
  return (
    <IllustrationFrame width={320} height={220} {...props}>
      <rect x="0" y="206" width="320" height="14" className="fill-green-200" />
      {/* bales in the three bays */}
      {STUDS.slice(0, -1).map((stud) =>
        COURSES.map((top) => (
          <g key={`${stud}-${top}`}>
            <rect x={stud + 13} y={top} width="78" height={BALE_HEIGHT} rx="3" className="fill-straw-400" />
            <g className="stroke-straw-700" strokeWidth="1.8" strokeLinecap="round" opacity="0.5">
              <path
                d={`M${stud + 20} ${top + 14}l12-2M${stud + 44} ${top + 30}l14 2M${stud + 66} ${top + 12}l12 2M${stud + 24} ${top + 40}l12-1M${stud + 70} ${top + 38}l10-2`}
              />
            </g>
            <path
              d={`M${stud + 36} ${top}v${BALE_HEIGHT}M${stud + 68} ${top}v${BALE_HEIGHT}`}
              className="stroke-earth-700"
              strokeWidth="2.5"
            />
          </g>
        )),
      )}
      {/* plates and studs */}
      <rect x="8" y="20" width="304" height="14" rx="2" className="fill-earth-600" />
      <rect x="8" y="188" width="304" height="18" rx="2" className="fill-earth-600" />
      {STUDS.map((x) => (
        <rect key={x} x={x - 6} y="34" width="18" height="154" className="fill-earth-500" />
      ))}
      <path d="M8 27h304M8 197h304" className="stroke-earth-700" strokeWidth="1" opacity="0.5" />
    </IllustrationFrame>
  );
}
