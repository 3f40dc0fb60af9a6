import type { CardData } from './card-data';

/** The card drawn at 300 dpi: 85.6 × 54 mm. */
export const CARD_PIXELS = { width: 1012, height: 638 } as const;

export interface CardTexts {
  title: string;
  facts: [string, string][];
  guardiansLabel: string;
  noPhoto: string;
  /** The name shown when none was typed. */
  unnamed: string;
}

/** Draws one line of text from the line's start (the right edge in a right-to-left language). */
type Writer = (text: string, x: number, y: number, maxWidth: number) => void;

/**
 * Cuts `text` into lines that fit `width`, at most `max` lines; when text is left over, the last line ends with
 * an ellipsis (the canvas squeezes a line that the ellipsis makes too wide).
 */
export function wrapText(measure: (text: string) => number, text: string, width: number, max: number): string[] {
  const words = text.split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  let line = '';
  for (const word of words) {
    const next = line ? `${line} ${word}` : word;
    if (measure(next) <= width || !line) {
      line = next;
      continue;
    }
    lines.push(line);
    line = word;
    if (lines.length === max) break;
  }
  if (line && lines.length < max) lines.push(line);
  if (lines.length === max && words.join(' ') !== lines.join(' ')) lines[max - 1] = `${lines[max - 1]!}…`;
  return lines;
}

function loadImage(src: string): Promise<HTMLImageElement | null> {
  if (!src) return Promise.resolve(null);
  return new Promise((resolve) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => resolve(null);
    image.src = src;
  });
}

/**
 * Draws the card on a new canvas, mirrored for a right-to-left language: photo on the start side, the name,
 * the facts, the two guardians, and the family's message in the band at the bottom.
 */
export async function drawCard(card: CardData, texts: CardTexts, rtl: boolean): Promise<HTMLCanvasElement> {
  const { width, height } = CARD_PIXELS;
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('No 2D canvas.');
  const font = (size: number, weight = 400) =>
    `${weight} ${size}px system-ui, "Segoe UI", "Noto Sans", Arial, sans-serif`;
  ctx.direction = rtl ? 'rtl' : 'ltr';
  ctx.textAlign = 'start';
  ctx.textBaseline = 'top';
  // x measured from the start edge; in RTL the start edge is the right one.
  const at = (x: number) => (rtl ? width - x : x);
  const write: Writer = (text, x, y, maxWidth) => ctx.fillText(text, at(x), y, maxWidth);

  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, width, height);
  ctx.fillStyle = '#b91c1c';
  ctx.fillRect(0, 0, width, 96);
  ctx.fillStyle = '#ffffff';
  ctx.font = font(44, 800);
  write(texts.title, 36, 24, width - 72);

  // The photo, on the start side.
  const photoBox = { x: 36, y: 126, w: 250, h: 320 };
  const image = await loadImage(card.photo);
  const boxLeft = rtl ? width - photoBox.x - photoBox.w : photoBox.x;
  ctx.fillStyle = '#f1f1f4';
  ctx.fillRect(boxLeft, photoBox.y, photoBox.w, photoBox.h);
  if (image) {
    // Cover the box, cropping the longer side around the middle.
    const scale = Math.max(photoBox.w / image.width, photoBox.h / image.height);
    const sw = photoBox.w / scale;
    const sh = photoBox.h / scale;
    ctx.drawImage(
      image,
      (image.width - sw) / 2,
      (image.height - sh) / 2,
      sw,
      sh,
      boxLeft,
      photoBox.y,
      photoBox.w,
      photoBox.h,
    );
  } else {
    ctx.fillStyle = '#6b6b76';
    ctx.font = font(24);
    const lines = wrapText((t) => ctx.measureText(t).width, texts.noPhoto, photoBox.w - 32, 3);
    lines.forEach((line, index) => write(line, photoBox.x + 16, photoBox.y + 130 + index * 30, photoBox.w - 32));
  }
  ctx.strokeStyle = '#d4d4dc';
  ctx.lineWidth = 2;
  ctx.strokeRect(boxLeft, photoBox.y, photoBox.w, photoBox.h);

  // The name and the facts.
  const column = { x: 316, w: width - 316 - 36 };
  let y = 122;
  ctx.fillStyle = '#111118';
  ctx.font = font(42, 800);
  write(card.childName.trim() || texts.unnamed, column.x, y, column.w);
  y += 58;
  ctx.font = font(24);
  for (const [label, value] of texts.facts) {
    const line = `${label}: ${value}`;
    for (const part of wrapText((t) => ctx.measureText(t).width, line, column.w, 2)) {
      write(part, column.x, y, column.w);
      y += 30;
    }
    if (y > 330) break;
  }

  // The two guardians.
  const guardians = card.guardians.filter((g) => g.name.trim() || g.phone.trim());
  if (guardians.length > 0) {
    y = Math.max(y + 8, 340);
    ctx.fillStyle = '#b91c1c';
    ctx.font = font(22, 700);
    write(texts.guardiansLabel, column.x, y, column.w);
    y += 30;
    ctx.fillStyle = '#111118';
    ctx.font = font(26, 700);
    for (const guardian of guardians) {
      // The phone number keeps its own left-to-right order inside a right-to-left line.
      write(`${guardian.name.trim()}  \u2066${guardian.phone.trim()}\u2069`, column.x, y, column.w);
      y += 34;
    }
  }

  // The message band.
  ctx.fillStyle = '#fef3c7';
  ctx.fillRect(0, 470, width, height - 470);
  ctx.fillStyle = '#111118';
  ctx.font = font(28, 700);
  const message = wrapText((t) => ctx.measureText(t).width, card.message.trim(), width - 72, 4);
  message.forEach((line, index) => write(line, 36, 488 + index * 36, width - 72));
  return canvas;
}

/** The canvas as a file of `type`. */
export function canvasBlob(
  canvas: HTMLCanvasElement,
  type: 'image/png' | 'image/jpeg',
  quality?: number,
): Promise<Blob> {
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('The card could not be drawn.'))), type, quality),
  );
}

/** Saves `blob` as `name` through a temporary link; nothing is sent anywhere. */
export function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * A picture chosen on the device, made small enough to keep (its longest side `side` px) as a JPEG data URL.
 * Read locally with an object URL: the file is never sent.
 */
export async function shrinkPhoto(file: File, side: number): Promise<string> {
  const url = URL.createObjectURL(file);
  try {
    const image = await loadImage(url);
    if (!image) throw new Error('This file is not a picture the browser can read.');
    const scale = Math.min(1, side / Math.max(image.width, image.height));
    const canvas = document.createElement('canvas');
    canvas.width = Math.max(1, Math.round(image.width * scale));
    canvas.height = Math.max(1, Math.round(image.height * scale));
    const ctx = canvas.getContext('2d');
    if (!ctx) throw new Error('No 2D canvas.');
    ctx.drawImage(image, 0, 0, canvas.width, canvas.height);
    return canvas.toDataURL('image/jpeg', 0.85);
  } finally {
    URL.revokeObjectURL(url);
  }
}
