// Draws the reunion web app's PNG icons (apps/web/public/reunion-icons) from their two SVG sources:
// icon.svg (rounded, "any") and maskable.svg (full bleed, the drawing inside the 80 % safe zone).
// Run after changing an SVG: node scripts/reunion-icons.mjs
import sharp from 'sharp';

const dir = new URL('../apps/web/public/reunion-icons/', import.meta.url);
const outputs = [
  ['icon.svg', 'icon-192.png', 192],
  ['icon.svg', 'icon-512.png', 512],
  ['icon.svg', 'apple-touch-icon.png', 180],
  ['maskable.svg', 'maskable-192.png', 192],
  ['maskable.svg', 'maskable-512.png', 512],
];
for (const [source, output, size] of outputs) {
  await sharp(new URL(source, dir).pathname, { density: 300 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(new URL(output, dir).pathname);
}
