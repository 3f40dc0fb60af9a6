import sharp from 'sharp';

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);

/** A demo project cover: a gradient in the project's colour with its initials, 800×500 WebP. */
export async function projectCover(title: string, color: string): Promise<Buffer> {
  const initials = title
    .split(/\s+/)
    .filter((word) => /^[A-Za-z]/.test(word))
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="500" viewBox="0 0 800 500">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="${color}"/><stop offset="1" stop-color="#1b1f24"/></linearGradient></defs>
  <rect width="800" height="500" fill="url(#g)"/>
  <g fill="none" stroke="#ffffff" stroke-opacity="0.12" stroke-width="2">
    <circle cx="640" cy="90" r="160"/><circle cx="640" cy="90" r="230"/><circle cx="120" cy="470" r="140"/>
  </g>
  <text x="60" y="300" font-family="DejaVu Sans, Arial, sans-serif" font-size="150" font-weight="700" fill="#ffffff" fill-opacity="0.92">${escapeXml(initials)}</text>
  <rect x="60" y="340" width="120" height="8" fill="#efc940"/>
</svg>`;
  return sharp(Buffer.from(svg)).webp({ quality: 80 }).toBuffer();
}
