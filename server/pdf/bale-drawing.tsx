import { G, Line, Polygon, Svg, Text } from "@react-pdf/renderer";
import { formatNumber } from "@domain/format";
import type { Product } from "@domain/products";
import { PDF_FONT_FAMILY } from "./fonts";
import { PDF_COLOURS } from "./pdf-theme";

/**
 * A bale in cavalier perspective with its three dimensions, drawn to scale from the product data (length along
 * the page, width receding, height upwards).
 */
export function BaleDrawing({ product }: { product: Product }) {
  const scale = 260; // points per metre
  const length = product.length * scale;
  const height = product.height * scale;
  const depth = product.width * scale * 0.5; // cavalier: receding edges at half length, 45°
  const x0 = 40;
  const y0 = 30 + depth;
  const front = [
    [x0, y0],
    [x0 + length, y0],
    [x0 + length, y0 + height],
    [x0, y0 + height],
  ];
  const top = [
    [x0, y0],
    [x0 + depth, y0 - depth],
    [x0 + length + depth, y0 - depth],
    [x0 + length, y0],
  ];
  const side = [
    [x0 + length, y0],
    [x0 + length + depth, y0 - depth],
    [x0 + length + depth, y0 - depth + height],
    [x0 + length, y0 + height],
  ];
  const points = (corners: number[][]) => corners.map(([x, y]) => `${x},${y}`).join(" ");
  const cm = (metres: number) => `${formatNumber(metres * 100, 1)} cm`;
  const width = x0 + length + depth + 90;
  const totalHeight = y0 + height + 30;

  return (
    <Svg width={width} height={totalHeight} viewBox={`0 0 ${width} ${totalHeight}`}>
      <Polygon points={points(front)} fill={PDF_COLOURS.straw} stroke={PDF_COLOURS.muted} strokeWidth={1} />
      <Polygon points={points(top)} fill={PDF_COLOURS.strawLight} stroke={PDF_COLOURS.muted} strokeWidth={1} />
      <Polygon points={points(side)} fill="#d9971c" stroke={PDF_COLOURS.muted} strokeWidth={1} />
      <G>
        <Line x1={x0} y1={y0 + height + 12} x2={x0 + length} y2={y0 + height + 12} stroke={PDF_COLOURS.ink} strokeWidth={0.75} />
        <Text x={x0 + length / 2 - 14} y={y0 + height + 24} style={{ fontSize: 9, fontFamily: PDF_FONT_FAMILY }}>
          {cm(product.length)}
        </Text>
        <Line
          x1={x0 + length + depth + 10}
          y1={y0 - depth}
          x2={x0 + length + depth + 10}
          y2={y0 - depth + height}
          stroke={PDF_COLOURS.ink}
          strokeWidth={0.75}
        />
        <Text x={x0 + length + depth + 16} y={y0 - depth + height / 2 + 3} style={{ fontSize: 9, fontFamily: PDF_FONT_FAMILY }}>
          {cm(product.height)}
        </Text>
        <Text x={x0 - 30} y={y0 - depth / 2 + 3} style={{ fontSize: 9, fontFamily: PDF_FONT_FAMILY }}>
          {cm(product.width)}
        </Text>
      </G>
    </Svg>
  );
}
