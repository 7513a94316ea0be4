import { create } from 'qrcode';
import { useMemo } from 'react';

/**
 * The pass's signed token as a QR code, drawn as an SVG path (one square per dark module) so
 * it stays sharp at any size and needs no canvas. Medium error correction and a quiet zone
 * of four modules, as scanners expect; black on white in both themes, since phones scan
 * inverted codes poorly.
 */
export function PassQr({ token, label }: { token: string; label: string }) {
  const { size, path } = useMemo(() => {
    const { modules } = create(token, { errorCorrectionLevel: 'M' });
    let d = '';
    for (let row = 0; row < modules.size; row++)
      for (let col = 0; col < modules.size; col++)
        if (modules.get(row, col)) d += `M${col + 4},${row + 4}h1v1h-1z`;
    return { size: modules.size + 8, path: d };
  }, [token]);
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${size} ${size}`}
      shapeRendering="crispEdges"
      className="aspect-square w-full max-w-72 rounded-lg bg-white"
      data-testid="pass-qr"
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
