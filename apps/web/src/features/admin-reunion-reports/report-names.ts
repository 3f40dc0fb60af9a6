import type { ListItem, ReportFormData } from '@site/contracts';

/** The lists of the report form whose ids a report carries, by the report's field. */
type NamedList = Exclude<keyof ReportFormData, 'occupations' | 'reform_date'>;

/**
 * A list id's name in the admin's language, from the report form's lists; the id itself while they load or when
 * the list does not know it (an id retired since the report came), and null for no id.
 */
export function nameOf(lists: ReportFormData | undefined, list: NamedList, id: string | null): string | null {
  if (id === null || id === '') return null;
  const items = lists?.[list] as readonly ListItem[] | undefined;
  return items?.find((item) => item.id === id)?.name ?? id;
}

/** An occupation's name (the lists group them), or its id as `nameOf` does. */
export function occupationName(lists: ReportFormData | undefined, id: string | null): string | null {
  if (id === null || id === '') return null;
  for (const group of lists?.occupations ?? []) {
    const found = group.occupations.find((item) => item.id === id);
    if (found) return found.name;
  }
  return id;
}
