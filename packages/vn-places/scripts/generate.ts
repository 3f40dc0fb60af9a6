#!/usr/bin/env node
// Writes src/generated/current-units.ts and src/generated/old-units.ts from the dataset's new_to_old.json
// (public repository tanthuan031/vnadministrative, MIT licence, kept as src/generated/LICENSE).
// Usage: node scripts/generate.ts [path/to/new_to_old.json]
// (default: the shared copy, ../shared/data/vn-admin-units/new_to_old.json beside the repository).
// Run by Node's type stripping; it imports only names.ts, which has no imports of its own.
// Every fact the package relies on is checked here first, so that bad data fails the generation, not a visitor:
// ids unique and consistent, every prefix known, names that rebuild exactly from kind and short name, every old
// ward inside one current province.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { format } from 'prettier';
import { kindCode, splitUnitName, unitName, type UnitKind } from '../src/names.ts';

interface SourceOldWard {
  old_ward_id: string;
  old_ward_name: string;
  old_district_id: string;
  old_district_name: string;
  old_province_id: string;
  old_province_name: string;
}
interface SourceWard {
  new_ward_id: string;
  new_ward_name: string;
  new_province_id: string;
  new_province_name: string;
  old_wards: SourceOldWard[];
}
interface SourceProvince {
  new_province_id: string;
  new_province_name: string;
  old_provinces: Array<{ old_province_id: string; old_province_name: string }>;
}
interface Source {
  provinces: Record<string, SourceProvince>;
  wards: Record<string, SourceWard>;
}

const packageDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const repositoryDir = path.resolve(packageDir, '../..');
const sourceFile = path.resolve(
  process.argv[2] ?? path.join(repositoryDir, '../shared/data/vn-admin-units/new_to_old.json'),
);
const outDir = path.join(packageDir, 'src/generated');

function fail(message: string): never {
  console.error(`generate: ${message}`);
  process.exit(1);
}

/** The separators of the compact format; a name or id containing one would corrupt it. */
const SEPARATORS = /[|;#,\n]/;
const ID = /^[1-9][0-9]{0,9}$/;

function checkId(id: string, what: string): string {
  if (!ID.test(id)) fail(`${what} has the malformed id ${JSON.stringify(id)}`);
  return id;
}

/** `id|kind|short name`, after checking that the name splits into a kind allowed here and rebuilds exactly. */
function record(id: string, name: string, allowed: readonly UnitKind[], what: string): string {
  checkId(id, what);
  if (SEPARATORS.test(name) || name !== name.normalize('NFC') || name !== name.trim()) {
    fail(`${what} ${id} has a name the format cannot hold: ${JSON.stringify(name)}`);
  }
  const { kind, shortName } = splitUnitName(name);
  if (!allowed.includes(kind)) fail(`${what} ${id} "${name}" is of kind ${kind}, expected ${allowed.join(' or ')}`);
  if (unitName(kind, shortName) !== name) fail(`${what} ${id} "${name}" does not rebuild from its kind`);
  return `${id}|${kindCode(kind)}|${shortName}`;
}

const collator = new Intl.Collator('vi', { numeric: true, sensitivity: 'base' });
function byName<T extends { id: string; name: string }>(a: T, b: T): number {
  return (
    collator.compare(splitUnitName(a.name).shortName, splitUnitName(b.name).shortName) ||
    collator.compare(a.name, b.name) ||
    Number(a.id) - Number(b.id)
  );
}

const source = JSON.parse(fs.readFileSync(sourceFile, 'utf8')) as Source;
const provinces = Object.values(source.provinces);
const wards = Object.values(source.wards);

// Current level: provinces in the dataset's order (the six centrally run cities, then the provinces A–Z).
const oldToCurrentProvince = new Map<string, string>();
const communesByProvince = new Map<string, SourceWard[]>();
for (const province of provinces) {
  checkId(province.new_province_id, 'province');
  communesByProvince.set(province.new_province_id, []);
  if (province.old_provinces.length === 0) fail(`province ${province.new_province_id} has no old province`);
  for (const old of province.old_provinces) {
    checkId(old.old_province_id, 'old province');
    if (oldToCurrentProvince.has(old.old_province_id)) {
      fail(`old province ${old.old_province_id} is in two current provinces`);
    }
    oldToCurrentProvince.set(old.old_province_id, province.new_province_id);
  }
}
const communeIds = new Set<string>();
const communeProvince = new Map<string, string>();
for (const ward of wards) {
  const list = communesByProvince.get(ward.new_province_id);
  if (!list) fail(`commune ${ward.new_ward_id} is in the unknown province ${ward.new_province_id}`);
  if (communeIds.has(ward.new_ward_id)) fail(`commune id ${ward.new_ward_id} appears twice`);
  if (ward.old_wards.length === 0) fail(`commune ${ward.new_ward_id} replaced no old ward`);
  communeIds.add(ward.new_ward_id);
  communeProvince.set(ward.new_ward_id, ward.new_province_id);
  list.push(ward);
}
const currentLines = provinces.map((province) => {
  const unit = record(province.new_province_id, province.new_province_name, ['city', 'province'], 'province');
  const head = `${unit}|${province.old_provinces.map((old) => old.old_province_id).join(',')}`;
  const communes = (communesByProvince.get(province.new_province_id) ?? [])
    .map((ward) => ({ id: ward.new_ward_id, name: ward.new_ward_name }))
    .sort(byName)
    .map((commune) => record(commune.id, commune.name, ['ward', 'commune', 'special-zone'], 'commune'));
  return [head, ...communes].join(';');
});

// Old levels, rebuilt by inverting the mapping: an old ward split between several communes appears under each.
interface OldWard {
  id: string;
  name: string;
  districtId: string;
  currentIds: string[];
}
interface OldDistrict {
  id: string;
  name: string;
  provinceId: string;
  wards: Map<string, OldWard>;
}
const oldProvinceNames = new Map<string, string>();
const oldDistricts = new Map<string, OldDistrict>();
const oldWards = new Map<string, OldWard>();
for (const ward of wards) {
  for (const old of ward.old_wards) {
    const currentProvince = oldToCurrentProvince.get(old.old_province_id);
    if (currentProvince !== ward.new_province_id) {
      fail(`old ward ${old.old_ward_id} maps to commune ${ward.new_ward_id} outside its province's successor`);
    }
    const provinceName = oldProvinceNames.get(old.old_province_id) ?? old.old_province_name;
    if (provinceName !== old.old_province_name) fail(`old province ${old.old_province_id} has two names`);
    oldProvinceNames.set(old.old_province_id, provinceName);

    checkId(old.old_district_id, 'old district');
    const district = oldDistricts.get(old.old_district_id) ?? {
      id: old.old_district_id,
      name: old.old_district_name,
      provinceId: old.old_province_id,
      wards: new Map<string, OldWard>(),
    };
    if (district.name !== old.old_district_name || district.provinceId !== old.old_province_id) {
      fail(`old district ${old.old_district_id} is described two ways`);
    }
    oldDistricts.set(district.id, district);

    checkId(old.old_ward_id, 'old ward');
    const oldWard = oldWards.get(old.old_ward_id) ?? {
      id: old.old_ward_id,
      name: old.old_ward_name,
      districtId: old.old_district_id,
      currentIds: [],
    };
    if (oldWard.name !== old.old_ward_name || oldWard.districtId !== old.old_district_id) {
      fail(`old ward ${old.old_ward_id} is described two ways`);
    }
    if (!oldWard.currentIds.includes(ward.new_ward_id)) oldWard.currentIds.push(ward.new_ward_id);
    oldWards.set(oldWard.id, oldWard);
    district.wards.set(oldWard.id, oldWard);
  }
}
for (const [id, name] of oldProvinceNames) {
  const listed = provinces.flatMap((p) => p.old_provinces).find((old) => old.old_province_id === id);
  if (!listed || listed.old_province_name !== name) fail(`old province ${id} "${name}" is not listed as such`);
}
if (oldProvinceNames.size !== oldToCurrentProvince.size) fail('some listed old province has no ward');

const oldLines = [...oldProvinceNames.keys()]
  .sort((a, b) => Number(a) - Number(b))
  .map((provinceId) => {
    const head = record(provinceId, oldProvinceNames.get(provinceId) ?? '', ['city', 'province'], 'old province');
    const districts = [...oldDistricts.values()]
      .filter((district) => district.provinceId === provinceId)
      .sort(byName)
      .map((district) => {
        const districtHead = record(
          district.id,
          district.name,
          ['urban-district', 'rural-district', 'city', 'town'],
          'old district',
        );
        const wardKinds: UnitKind[] = ['ward', 'commune', 'township', 'other'];
        const districtWards = [...district.wards.values()].sort(byName).map((oldWard) => {
          const currentIds = oldWard.currentIds.sort((a, b) => Number(a) - Number(b)).join(',');
          return `${record(oldWard.id, oldWard.name, wardKinds, 'old ward')}|${currentIds}`;
        });
        return [districtHead, ...districtWards].join(';');
      });
    return [head, ...districts].join('#');
  });

const attribution = `// Generated by packages/vn-places/scripts/generate.ts from new_to_old.json of the public repository
// tanthuan031/vnadministrative (https://github.com/tanthuan031/vnadministrative), MIT licence: its text is in
// ./LICENSE beside this file. Do not edit by hand; run \`npm run generate -w packages/vn-places\`.`;

async function write(file: string, body: string): Promise<void> {
  const text = await format(`${attribution}\n${body}`, {
    parser: 'typescript',
    singleQuote: true,
    printWidth: 120,
    trailingComma: 'all',
  });
  fs.writeFileSync(path.join(outDir, file), text);
}

await write(
  'current-units.ts',
  `
/**
 * The ${provinces.length} provinces since 1 July 2025 with their ${wards.length} communes, one string per province:
 * \`id|kind|short name|old province ids\` (ids comma-separated), then \`;id|kind|short name\` for each commune.
 * Kinds are the one-letter codes of names.ts; names are the data's without their prefix.
 */
export const CURRENT_UNITS: readonly string[] = ${JSON.stringify(currentLines)};
`,
);
await write(
  'old-units.ts',
  `
/**
 * The ${oldProvinceNames.size} provinces before 1 July 2025, their ${oldDistricts.size} districts and ${oldWards.size} wards,
 * one string per province: \`id|kind|short name\`, then for each district \`#id|kind|short name\` followed by
 * \`;id|kind|short name|current commune ids\` for each of its wards (ids comma-separated).
 */
export const OLD_UNITS: readonly string[] = ${JSON.stringify(oldLines)};
`,
);
const split = [...oldWards.values()].filter((oldWard) => oldWard.currentIds.length > 1).length;
process.stdout.write(
  `generate: ${provinces.length} provinces, ${wards.length} communes; ${oldProvinceNames.size} old provinces, ` +
    `${oldDistricts.size} old districts, ${oldWards.size} old wards (${split} split)\n`,
);
