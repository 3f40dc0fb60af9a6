import { useMemo } from 'react';
import { qrMatrix, qrPath } from './lib/qr';

/** A real, scannable QR code of `value` as SVG (dark modules on white, whatever the theme). */
export function QrCode({
  value,
  label,
  size = 176,
  className,
}: {
  value: string;
  label: string;
  size?: number;
  className?: string;
}) {
  const { path, modules } = useMemo(() => {
    const matrix = qrMatrix(value);
    return { path: qrPath(matrix), modules: matrix.length };
  }, [value]);
  return (
    <svg
      className={className}
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`0 0 ${modules} ${modules}`}
      shapeRendering="crispEdges"
      data-qr={value}
    >
      <rect width={modules} height={modules} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
