import {
  CASE_GENDERS,
  CASE_STATUSES,
  DEFAULT_OCCUPATION_GROUP,
  EDUCATION_LEVELS,
  ERROR_MESSAGES,
  LOCATION_TYPES,
  MARITAL_STATUSES,
  MEDICAL_CONDITIONS,
  MISSING_CONTEXTS,
  MISSING_REASONS,
  OCCUPATION_GROUP_IDS,
  OCCUPATION_GROUPS,
  REFORM_DATE,
  REPORT_CODES,
  REPORT_STATUSES,
  REPORTER_RELATIONSHIPS,
  RISK_LEVEL_COLOURS,
  RISK_LEVELS,
  type Commune as CommuneItem,
  type LanguageCode,
  type OldDistrict as OldDistrictItem,
  type OldWard as OldWardItem,
  type ReportData,
  type ReportFormData,
  type ReportPlace,
} from '@site/contracts';
import {
  communesOf,
  currentOfOldWard,
  findCommune,
  findOldDistrict,
  findOldProvince,
  findOldWard,
  findProvince,
  OLD_PROVINCES,
  oldDistrictsOf,
  oldWardsOf,
  PROVINCES,
} from '@site/vn-places';
import { HttpError } from '../../plugins/errors.js';
import { referenceNames } from './reference-names/index.js';

/** Every id of a list with its name in one language. */
function named<K extends string>(ids: readonly K[], names: Record<K, string>) {
  return ids.map((id) => ({ id, name: names[id] }));
}

/**
 * The report form's reference lists in `lang` (names fall back to English): ids from the contracts, names from
 * the reference names; occupations by group with the catch-all group (Khác) last; today's 34 provinces and the 63
 * before the reform, with the day the reform came into force.
 */
export function formData(lang: LanguageCode): ReportFormData {
  const names = referenceNames(lang);
  const groups = [...OCCUPATION_GROUP_IDS.filter((id) => id !== DEFAULT_OCCUPATION_GROUP), DEFAULT_OCCUPATION_GROUP];
  return {
    genders: named(CASE_GENDERS, names.genders),
    educationLevels: named(EDUCATION_LEVELS, names.educationLevels),
    maritalStatuses: named(MARITAL_STATUSES, names.maritalStatuses),
    occupations: groups.map((group) => ({
      id: group,
      name: names.occupationGroups[group],
      occupations: OCCUPATION_GROUPS[group].map((id) => ({ id, name: names.occupations[id] })),
    })),
    riskLevels: RISK_LEVELS.map((id) => ({ id, name: names.riskLevels[id], color_code: RISK_LEVEL_COLOURS[id] })),
    reportStatuses: named(REPORT_STATUSES, names.reportStatuses),
    foundStatuses: named(CASE_STATUSES, names.foundStatuses),
    reporterRelationships: named(REPORTER_RELATIONSHIPS, names.reporterRelationships),
    missingReasons: MISSING_REASONS.map((id) => ({ id, ...names.missingReasons[id] })),
    locationTypes: named(LOCATION_TYPES, names.locationTypes),
    missingContexts: named(MISSING_CONTEXTS, names.missingContexts),
    medicalConditions: named(MEDICAL_CONDITIONS, names.medicalConditions),
    provinces: PROVINCES.map((province) => ({ id: province.id, name: province.name })),
    old_provinces: OLD_PROVINCES.map((province) => ({ id: province.id, name: province.name })),
    reform_date: REFORM_DATE,
  };
}

/** The 404 messages of the cascades. Place names are data, in Vietnamese, the same in every interface language. */
export const UNKNOWN_OLD_PROVINCE = 'There is no province with that id among the provinces before 1 July 2025.';
export const UNKNOWN_OLD_DISTRICT = 'There is no district with that id among the districts before 1 July 2025.';
export const UNKNOWN_PROVINCE = 'There is no current province with that id.';

/** The districts of a pre-2025 province; 404 for an id that is not one. */
export function districtsOf(oldProvinceId: string): OldDistrictItem[] {
  if (!findOldProvince(oldProvinceId)) throw new HttpError(404, UNKNOWN_OLD_PROVINCE);
  return oldDistrictsOf(oldProvinceId).map((district) => ({
    id: district.id,
    name: district.name,
    province_id: district.provinceId,
  }));
}

/** The wards of a pre-2025 district with the current communes each became part of; 404 for an unknown id. */
export function wardsOf(oldDistrictId: string): OldWardItem[] {
  if (!findOldDistrict(oldDistrictId)) throw new HttpError(404, UNKNOWN_OLD_DISTRICT);
  return oldWardsOf(oldDistrictId).map((ward) => ({
    id: ward.id,
    name: ward.name,
    district_id: ward.districtId,
    current_commune_ids: [...ward.currentCommuneIds],
  }));
}

/** The communes of a current province; 404 for an unknown id. */
export function communesIn(provinceId: string): CommuneItem[] {
  if (!findProvince(provinceId)) throw new HttpError(404, UNKNOWN_PROVINCE);
  return communesOf(provinceId).map((commune) => ({
    id: commune.id,
    name: commune.name,
    province_id: commune.provinceId,
  }));
}

type PlaceFields = Pick<
  ReportData,
  'address_period' | 'last_seen_province_id' | 'last_seen_district_id' | 'last_seen_ward_id' | 'missing_date'
>;

/** A place refused, with the message under each place field the form shows it on. */
function refused(errors: Record<string, string[]>): HttpError {
  return new HttpError(422, ERROR_MESSAGES.validation, errors);
}

/**
 * The place of a report as stored, from the ids the family chose, after checking that they exist and belong
 * together: today's units are a province and one of its communes (no district); the units before the reform
 * are a province, one of its districts and one of that district's wards, for a disappearance before the
 * reform only. An old ward is mapped to today's province and the communes it became part of, and both are kept.
 */
export function resolvePlace(input: PlaceFields): ReportPlace {
  if (input.address_period === 'current') {
    const province = findProvince(input.last_seen_province_id);
    if (!province) throw refused({ last_seen_province_id: [REPORT_CODES.placeUnknown] });
    if (input.last_seen_district_id) {
      // Today's units have no district: a district id here is an old unit sent with the wrong period.
      throw refused({ last_seen_district_id: [REPORT_CODES.placeUnknown] });
    }
    const commune = findCommune(input.last_seen_ward_id);
    if (!commune || commune.provinceId !== province.id) {
      throw refused({ last_seen_ward_id: [REPORT_CODES.placeUnknown] });
    }
    return {
      period: 'current',
      province_id: province.id,
      province: province.name,
      commune_ids: [commune.id],
      communes: [commune.name],
      old: null,
    };
  }
  if (input.missing_date >= REFORM_DATE) {
    throw refused({ address_period: [REPORT_CODES.currentAfterReform] });
  }
  const oldProvince = findOldProvince(input.last_seen_province_id);
  if (!oldProvince) throw refused({ last_seen_province_id: [REPORT_CODES.placeUnknown] });
  const district = input.last_seen_district_id ? findOldDistrict(input.last_seen_district_id) : undefined;
  if (!district || district.provinceId !== oldProvince.id) {
    throw refused({ last_seen_district_id: [REPORT_CODES.placeUnknown] });
  }
  const ward = findOldWard(input.last_seen_ward_id);
  const today = ward && ward.districtId === district.id ? currentOfOldWard(ward.id) : undefined;
  if (!ward || !today) throw refused({ last_seen_ward_id: [REPORT_CODES.placeUnknown] });
  return {
    period: 'before_reform',
    province_id: today.province.id,
    province: today.province.name,
    commune_ids: today.communes.map((commune) => commune.id),
    communes: today.communes.map((commune) => commune.name),
    old: {
      province_id: oldProvince.id,
      province: oldProvince.name,
      district_id: district.id,
      district: district.name,
      ward_id: ward.id,
      ward: ward.name,
    },
  };
}
