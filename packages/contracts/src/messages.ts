/**
 * Messages travel as codes. A family's English texts (`CONTACT_ERRORS`) get codes named after it
 * (`contact.nameRequired`); schemas carry the codes as their messages, so a form validated in the browser
 * gets codes, and the server answers every known message with its code beside its English text (the
 * text for outside clients). The web translates by code, never by matching English prose.
 */
export function messageCodes<const F extends string, const T extends Record<string, string>>(
  family: F,
  texts: T,
): { readonly [K in keyof T & string]: `${F}.${K}` } {
  return Object.fromEntries(Object.keys(texts).map((key) => [key, `${family}.${key}`])) as {
    readonly [K in keyof T & string]: `${F}.${K}`;
  };
}

/** The key of a family's code (`contact.nameRequired` → `nameRequired`), or undefined for anything else. */
export function keyOfCode<K extends string>(
  codes: Readonly<Record<K, string>>,
  code: string | undefined,
): K | undefined {
  if (!code) return undefined;
  return (Object.keys(codes) as K[]).find((key) => codes[key] === code);
}
