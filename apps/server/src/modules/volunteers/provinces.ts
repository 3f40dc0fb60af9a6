import { findProvince, OLD_PROVINCES, PROVINCES } from '@site/vn-places';

/** Lower case, without diacritics (đ → d), without a unit prefix's punctuation: for comparing place names. */
export function foldName(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/đ/gi, 'd')
    .toLowerCase()
    .replace(/^(thanh pho|tp\.?|tinh)\s+/, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

let byName: Map<string, string> | undefined;

/**
 * Today's province id of a province NAME as cases store it ("Hà Nội", "TP. Hồ Chí Minh", or a province merged
 * by the 2025 reform such as "Bình Dương", which maps to the province it is part of today); null if unknown.
 */
export function provinceIdOfName(name: string): string | null {
  if (!byName) {
    byName = new Map();
    for (const old of OLD_PROVINCES) {
      byName.set(foldName(old.shortName), old.currentProvinceId);
      byName.set(foldName(old.name), old.currentProvinceId);
    }
    // Today's names win over a pre-reform one spelled the same.
    for (const province of PROVINCES) {
      byName.set(foldName(province.shortName), province.id);
      byName.set(foldName(province.name), province.id);
    }
  }
  const id = byName.get(foldName(name));
  return id ? id : null;
}

/** A current province's short name, or null for an unknown id. */
export function provinceName(id: string | null): string | null {
  return id ? (findProvince(id)?.shortName ?? null) : null;
}

/** Whether `id` is one of today's provinces. */
export function isProvince(id: string): boolean {
  return findProvince(id) !== undefined;
}
