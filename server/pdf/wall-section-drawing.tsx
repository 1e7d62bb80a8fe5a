import { G, Line, Path, Rect, Svg, Text } from "@react-pdf/renderer";
import type { MaterialCategory } from "@domain/wall/materials";
import type { SectionDrawing } from "@domain/wall/section-drawing";
import { PDF_FONT_FAMILY } from "./fonts";
import { PDF_COLOURS } from "./pdf-theme";

/** The page's palette (app/components/wall/wall-section-chart.tsx) as literal colours. */
const FILL: Record<MaterialCategory, string> = {
  straw: "#f4da8a",
  plaster: "#e7e5e4",
  board: "#dccab5",
  timber: "#c9ab8c",
  insulation: "#fef9c3",
  masonry: "#a8a29e",
  membrane: "#0369a1",
  air: "#f0f9ff",
};
const TEMPERATURE = "#b91c1c";
const SATURATION = "#075985";
const ZONE = "#dc2626";

/** The wall's section to scale in the PDF report: the same geometry as the page (domain/wall/section-drawing.ts). */
export function WallSectionDrawing({ drawing, width }: { drawing: SectionDrawing; width: number }) {
  const { panels } = drawing;
  const height = (width * drawing.height) / drawing.width;
  return (
    <Svg width={width} height={height} viewBox={`0 0 ${drawing.width} ${drawing.height}`}>
      {drawing.layers.map((layer) => (
        <G key={layer.index} opacity={layer.excluded ? 0.4 : 1}>
          <Rect
            x={layer.x}
            y={panels.temperatureTop}
            width={layer.width}
            height={panels.height}
            fill={FILL[layer.category]}
            stroke={PDF_COLOURS.muted}
            strokeWidth={0.4}
          />
          <Rect x={layer.x} y={panels.vapourTop} width={layer.width} height={panels.height} fill={FILL[layer.category]} opacity={0.35} />
        </G>
      ))}
      {drawing.condensationZones.map((zone) => (
        <Rect key={`zone-${zone.x}`} x={zone.x} y={panels.vapourTop} width={zone.width} height={panels.height} fill={ZONE} opacity={0.35} />
      ))}
      {drawing.dewPoint ? (
        <Line
          x1={panels.left}
          x2={panels.right}
          y1={drawing.dewPoint.y}
          y2={drawing.dewPoint.y}
          stroke={SATURATION}
          strokeWidth={1.2}
          strokeDasharray="4 3"
        />
      ) : null}
      <Path d={drawing.temperaturePath} fill="none" stroke={TEMPERATURE} strokeWidth={1.8} />
      <Path d={drawing.saturationPath} fill="none" stroke={SATURATION} strokeWidth={1.3} strokeDasharray="5 3" />
      <Path d={drawing.vapourPath} fill="none" stroke={PDF_COLOURS.ink} strokeWidth={1.8} />
      {drawing.labels.map((label) => (
        <Text
          key={label.text + label.y}
          x={
            label.anchor === "end"
              ? label.x - label.text.length * 5.4
              : label.anchor === "middle"
                ? label.x - label.text.length * 2.7
                : label.x
          }
          y={label.y}
          style={{ fontSize: 10, fontFamily: PDF_FONT_FAMILY }}
        >
          {label.text}
        </Text>
      ))}
    </Svg>
  );
}
