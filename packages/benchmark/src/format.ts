/** Operations per second in short form: 950 ops/s, 12.4K ops/s, 3.21M ops/s, 1.05B ops/s. */
export function formatOps(perSecond: number): string {
  const units: [number, string][] = [
    [1e9, 'B'],
    [1e6, 'M'],
    [1e3, 'K'],
  ];
  for (const [size, suffix] of units) {
    if (perSecond >= size) {
      const value = perSecond / size;
      return `${value >= 100 ? value.toFixed(0) : value >= 10 ? value.toFixed(1) : value.toFixed(2)}${suffix} ops/s`;
    }
  }
  return `${Math.round(perSecond)} ops/s`;
}
