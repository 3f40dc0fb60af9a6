/** WCAG relative luminance of a `#rrggbb` colour (null when it is not one). */
function luminance(hex: string): number | null {
  const match = /^#([0-9a-f]{6})$/i.exec(hex.trim());
  if (!match) return null;
  const value = Number.parseInt(match[1]!, 16);
  const channel = (shift: number) => {
    const c = ((value >> shift) & 0xff) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(16) + 0.7152 * channel(8) + 0.0722 * channel(0);
}

const WHITE = '#ffffff';
const INK = '#111318';

/** The WCAG contrast ratio of two luminances. */
function ratio(a: number, b: number): number {
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}

/**
 * The text colour that reads best on an owner-chosen background (a sponsor's logo colour): white or near
 * black, whichever has the higher contrast ratio. White for a colour that is not `#rrggbb`.
 */
export function textOn(background: string): string {
  const l = luminance(background);
  if (l === null) return WHITE;
  return ratio(l, 1) >= ratio(l, luminance(INK)!) ? WHITE : INK;
}

/** The contrast ratio between two `#rrggbb` colours (for tests). */
export function contrast(a: string, b: string): number {
  return ratio(luminance(a) ?? 1, luminance(b) ?? 1);
}
