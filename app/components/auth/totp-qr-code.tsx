import QRCode from "qrcode";

/**
 * The enrolment QR code as SVG squares drawn by React: no canvas, no inline style, so the strict CSP holds. The
 * secret is shown beside it as text for those who type it.
 */
export function TotpQrCode({ uri }: { uri: string }) {
  const { modules } = QRCode.create(uri, { errorCorrectionLevel: "M" });
  const quiet = 4;
  const size = modules.size + quiet * 2;
  let path = "";
  for (let row = 0; row < modules.size; row++) {
    for (let column = 0; column < modules.size; column++) {
      if (modules.get(row, column)) path += `M${column + quiet} ${row + quiet}h1v1h-1z`;
    }
  }
  return (
    <svg
      viewBox={`0 0 ${size} ${size}`}
      width={200}
      height={200}
      role="img"
      shapeRendering="crispEdges"
      className="rounded-md border border-border"
    >
      <title>QR code à scanner avec votre application d'authentification</title>
      <rect width={size} height={size} fill="#ffffff" />
      <path d={path} fill="#000000" />
    </svg>
  );
}
