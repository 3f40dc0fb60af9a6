/** A piece of a template text: plain text, or a bracketed placeholder still to fill in. */
export type TextSegment =
  { kind: 'text'; text: string } | { kind: 'placeholder'; text: string; label: string; start: number; end: number };

/** A bracketed placeholder: "[Họ tên con]". Nested or empty brackets are plain text. */
const PLACEHOLDER = /\[([^[\]\n]{1,80})\]/g;

/** Splits a text into its plain pieces and its placeholders, in order (with their offsets in the text). */
export function splitPlaceholders(text: string): TextSegment[] {
  const out: TextSegment[] = [];
  let last = 0;
  for (const match of text.matchAll(PLACEHOLDER)) {
    const start = match.index;
    const label = (match[1] ?? '').trim();
    if (!label) continue;
    if (start > last) out.push({ kind: 'text', text: text.slice(last, start) });
    out.push({ kind: 'placeholder', text: match[0], label, start, end: start + match[0].length });
    last = start + match[0].length;
  }
  if (last < text.length) out.push({ kind: 'text', text: text.slice(last) });
  return out;
}

export function hasPlaceholders(text: string): boolean {
  return splitPlaceholders(text).some((segment) => segment.kind === 'placeholder');
}

/**
 * Replaces the placeholder that starts at `start` with `value` (trimmed, on one line). An empty value or an
 * offset that is no longer a placeholder leaves the text as it is.
 */
export function replacePlaceholder(text: string, start: number, value: string): string {
  const clean = value.replace(/\s+/g, ' ').trim();
  if (!clean) return text;
  const target = splitPlaceholders(text).find((segment) => segment.kind === 'placeholder' && segment.start === start);
  if (!target || target.kind !== 'placeholder') return text;
  return text.slice(0, target.start) + clean + text.slice(target.end);
}
