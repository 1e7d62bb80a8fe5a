import { IllustrationFrame, type IllustrationProps } from "./illustration-frame";

// Short strokes suggesting the stems on the bale's front face, as [x, y, dx, dy].
const STEMS: readonly (readonly [number, number, number, number])[] = [
  [34, 82, 14, -3],
  [58, 98, 16, 2],
  [40, 118, 12, -2],
  [84, 84, 15, 3],
  [96, 120, 14, -3],
  [118, 94, 16, -2],
  [140, 112, 14, 3],
  [152, 80, 12, 2],
  [30, 136, 14, 1],
  [78, 138, 16, -2],
  [130, 136, 14, 2],
  [166, 128, 10, -3],
  [104, 102, 12, 2],
  [60, 72, 12, -2],
  [176, 100, 12, 2],
];

type StrawBaleProps = IllustrationProps & {
  /** Shows the clay slip at the bale's core on its end face (ArgiBotte). */
  clayCore?: boolean;
};

/** A prefabricated straw bale in three-quarter view, tied with two strings. */
export function StrawBaleIllustration({ clayCore = false, ...props }: StrawBaleProps) {
  return (
    <IllustrationFrame width={240} height={170} {...props}>
      <ellipse cx="122" cy="156" rx="104" ry="9" className="fill-earth-200" />
      {/* top, side and front faces */}
      <path d="M22 64 64 30h152l-42 34Z" className="fill-straw-300" />
      <path d="M174 64 216 30v84l-42 36Z" className="fill-straw-500" />
      {clayCore ? <path d="M184 74 206 56v46l-22 19Z" className="fill-earth-500" /> : null}
      <rect x="22" y="64" width="152" height="86" rx="3" className="fill-straw-400" />
      <g className="stroke-straw-700" strokeWidth="2" strokeLinecap="round" opacity="0.55">
        {STEMS.map(([x, y, dx, dy]) => (
          <path key={`${x}-${y}`} d={`M${x} ${y}l${dx} ${dy}`} />
        ))}
      </g>
      <g className="stroke-straw-700" strokeWidth="2" strokeLinecap="round" opacity="0.4">
        <path d="M80 40l20-2M120 48l22-3M160 38l18-1M186 60l10 20M190 100l12-8" />
      </g>
      {/* the two strings */}
      <g className="stroke-earth-800" strokeWidth="3.5" strokeLinecap="round" fill="none">
        <path d="M70 150V64l42-34" />
        <path d="M128 150V64l42-34" />
      </g>
      <path d="M22 64h152M174 64l42-34" className="stroke-straw-600" strokeWidth="1.5" fill="none" />
    </IllustrationFrame>
  );
}
