import type { AdminReport, ListItem, ReportFormData } from '@site/contracts';

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

/**
 * A suggested value as the moderator reads it: list ids by their names (the province from the list of the
 * period the analysis chose; a district or ward by the name stored with the report when it is the one the family
 * chose), anything else as it is.
 */
export function suggestionValue(
  report: AdminReport,
  lists: ReportFormData | undefined,
  field: string,
  value: string | number,
  periodName: (period: 'current' | 'before_reform') => string,
): string {
  const id = String(value);
  const before = report.analysis?.extracted_fields.address_period?.value === 'before_reform';
  const place = report.place;
  switch (field) {
    case 'address_period':
      return id === 'before_reform' || id === 'current' ? periodName(id) : id;
    case 'gender_id':
      return nameOf(lists, 'genders', id) ?? id;
    case 'reporter_relationship_id':
      return nameOf(lists, 'reporterRelationships', id) ?? id;
    case 'last_seen_province_id':
      return nameOf(lists, before ? 'old_provinces' : 'provinces', id) ?? id;
    case 'last_seen_district_id':
      return place.old?.district_id === id ? place.old.district : id;
    case 'last_seen_ward_id': {
      if (before) return place.old?.ward_id === id ? place.old.ward : id;
      const index = place.commune_ids.indexOf(id);
      return index >= 0 ? (place.communes[index] ?? id) : id;
    }
    default:
      return id;
  }
}
