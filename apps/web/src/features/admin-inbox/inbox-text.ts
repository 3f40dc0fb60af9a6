/** A short preview of a message on one line. */
export function excerpt(text: string, max = 120): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max).trimEnd()}…` : flat;
}

/** The entry named in the address (`?open=<id>`, e.g. from the notifications menu), if any. */
export function openedId(search: string | URLSearchParams): number | null {
  const value = Number(new URLSearchParams(search).get('open'));
  return Number.isInteger(value) && value > 0 ? value : null;
}
