import { IllustrationFrame, type IllustrationProps } from "~/components/illustrations/illustration-frame";

const FLOORS = [46, 104, 162] as const;
const FLOOR_HEIGHT = 58;
const WINDOWS = [142, 196, 250] as const;
// Left part of the facade drawn as a cut-away: timber studs with straw bales between them.
const CUT_STUDS = [40, 78, 116] as const;

/** A three-storey timber-frame apartment building; its left part is cut away to show the straw-bale insulation. */
export function CollectiveHousingIllustration(props: IllustrationProps) {
  return (
    <IllustrationFrame width={320} height={230} {...props}>
      <circle cx="300" cy="14" r="12" className="fill-straw-200" />
      <rect x="0" y="218" width="320" height="12" className="fill-green-200" />
      {/* roof and facade */}
      <rect x="28" y="30" width="272" height="16" rx="2" className="fill-earth-800" />
      <rect x="34" y="46" width="260" height="174" className="fill-earth-100" />
      {/* cut-away: bales between studs on every floor */}
      <rect x="34" y="46" width="90" height="174" className="fill-earth-600" />
      {FLOORS.map((top) =>
        CUT_STUDS.slice(0, -1).map((stud) => (
          <g key={`${stud}-${top}`}>
            {[0, 1].map((course) => (
              <rect key={course} x={stud + 5} y={top + 4 + course * 26} width="28" height="24" rx="2" className="fill-straw-400" />
            ))}
            <path
              d={`M${stud + 10} ${top + 12}l8-1M${stud + 16} ${top + 22}l9 1M${stud + 12} ${top + 38}l8-1M${stud + 20} ${top + 48}l7 1`}
              className="stroke-straw-700"
              strokeWidth="1.5"
              strokeLinecap="round"
              opacity="0.55"
            />
          </g>
        )),
      )}
      {CUT_STUDS.map((x) => (
        <rect key={x} x={x - 3} y="46" width="6" height="174" className="fill-earth-700" />
      ))}
      {/* floor slabs */}
      {FLOORS.map((top) => (
        <rect key={top} x="34" y={top + FLOOR_HEIGHT - 3} width="260" height="5" className="fill-earth-500" />
      ))}
      {/* windows, and a door on the ground floor */}
      {FLOORS.map((top) =>
        WINDOWS.map((x) =>
          top === 162 && x === 196 ? (
            <rect key={`${x}-${top}`} x={x} y={top + 10} width="28" height="45" rx="2" className="fill-earth-800" />
          ) : (
            <g key={`${x}-${top}`}>
              <rect x={x} y={top + 12} width="32" height="30" rx="2" className="fill-green-100" />
              <path d={`M${x + 16} ${top + 12}v30M${x} ${top + 27}h32`} className="stroke-earth-400" strokeWidth="2" />
              <rect x={x - 3} y={top + 42} width="38" height="4" rx="1" className="fill-earth-400" />
            </g>
          ),
        ),
      )}
      {/* a tree in front */}
      <rect x="303" y="184" width="6" height="34" className="fill-earth-700" />
      <circle cx="306" cy="176" r="14" className="fill-green-500" />
    </IllustrationFrame>
  );
}
