import { Fragment, type ReactNode } from 'react';

/**
 * What an inline reference `[n]` becomes: the element for the answer's n-th citation, or null when the
 * answer has no such citation (the marker then stays as text).
 */
export type ReferenceRenderer = (index: number, key: string) => ReactNode | null;

// `**bold**`, `*italic*` (not `* ` nor ` *`, so "2 * 3 * 4" stays arithmetic) and `[n]`, tried in that order.
const INLINE = /\*\*(?=\S)([\s\S]*?\S)\*\*|\*(?=[^\s*])([^*]*?[^\s*])\*|\[(\d{1,2})\]/g;

function inline(text: string, keyPrefix: string, reference: ReferenceRenderer | undefined, depth: number): ReactNode[] {
  const nodes: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(INLINE)) {
    const start = match.index;
    const key = `${keyPrefix}-${start}`;
    const [whole, bold, italic, number] = match;
    let node: ReactNode | null = null;
    if (bold !== undefined)
      node = <strong key={key}>{depth < 2 ? inline(bold, key, reference, depth + 1) : bold}</strong>;
    else if (italic !== undefined)
      node = <em key={key}>{depth < 2 ? inline(italic, key, reference, depth + 1) : italic}</em>;
    else if (number !== undefined && reference) node = reference(Number(number), key);
    if (node === null) continue;
    if (start > last) nodes.push(text.slice(last, start));
    nodes.push(node);
    last = start + whole.length;
  }
  if (last < text.length) nodes.push(text.slice(last));
  return nodes;
}

/**
 * A chat message as React elements: `**bold**` and `*italic*` become <strong> and <em>, a newline a <br>,
 * `[n]` what `reference` makes of it. Everything else is text: React escapes it, so markup in a message
 * (`<img onerror>`, `<script>`) shows as the characters it is and is never interpreted.
 */
export function formatMessage(text: string, reference?: ReferenceRenderer): ReactNode[] {
  return text.split(/\r?\n/).map((line, index) => (
    <Fragment key={index}>
      {index > 0 && <br />}
      {inline(line, `l${index}`, reference, 0)}
    </Fragment>
  ));
}
