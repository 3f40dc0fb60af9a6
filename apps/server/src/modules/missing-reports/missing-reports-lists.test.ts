import {
  CASE_GENDERS,
  EDUCATION_LEVELS,
  LANGUAGE_CODES,
  MEDICAL_CONDITIONS,
  OCCUPATIONS,
  REFORM_DATE,
  REPORTER_RELATIONSHIPS,
  reportFormDataResponseSchema,
  RISK_LEVEL_COLOURS,
  RISK_LEVELS,
  communesResponseSchema,
  districtsResponseSchema,
  wardsResponseSchema,
} from '@site/contracts';
import { describe, expect, it } from 'vitest';
import { suiteApp, TEST_DIALECT } from '../../test/helpers.js';
import { PLACES } from '../../test/missing-reports.js';
import { REFERENCE_NAMES } from './reference-names/index.js';

/** Vietnamese letters with a diacritic (and đ): the vi names must be written with them. */
const VIETNAMESE_MARKS = /[àáảãạăằắẳẵặâầấẩẫậèéẻẽẹêềếểễệìíỉĩịòóỏõọôồốổỗộơờớởỡợùúủũụưừứửữựỳýỷỹỵđ]/i;

describe(`report form lists (${TEST_DIALECT})`, () => {
  const t = suiteApp();
  const get = (url: string) => t.app.inject({ url });

  it('answers every list in every language, each id with a name', async () => {
    for (const lang of LANGUAGE_CODES) {
      const res = await get(`/api/missing-person/form-data?lang=${lang}`);
      expect(res.statusCode, lang).toBe(200);
      const { data } = reportFormDataResponseSchema.parse(res.json());
      expect(data.genders.map((item) => item.id)).toEqual([...CASE_GENDERS]);
      expect(data.educationLevels.map((item) => item.id)).toEqual([...EDUCATION_LEVELS]);
      expect(data.reporterRelationships.map((item) => item.id)).toEqual([...REPORTER_RELATIONSHIPS]);
      expect(data.medicalConditions.map((item) => item.id)).toEqual([...MEDICAL_CONDITIONS]);
      expect(data.occupations.flatMap((group) => group.occupations.map((item) => item.id)).sort()).toEqual(
        [...OCCUPATIONS].sort(),
      );
      // The catch-all group (Khác) comes last.
      expect(data.occupations.at(-1)?.id).toBe('other');
      expect(data.riskLevels).toEqual(
        RISK_LEVELS.map((id) => ({ id, name: expect.any(String), color_code: RISK_LEVEL_COLOURS[id] })),
      );
      expect(data.missingReasons.every((item) => item.description.trim().length > 0)).toBe(true);
      expect(data.provinces).toHaveLength(34);
      expect(data.old_provinces).toHaveLength(63);
      expect(data.reform_date).toBe(REFORM_DATE);
      const names = [
        ...data.genders,
        ...data.educationLevels,
        ...data.maritalStatuses,
        ...data.occupations,
        ...data.occupations.flatMap((group) => group.occupations),
        ...data.riskLevels,
        ...data.reportStatuses,
        ...data.foundStatuses,
        ...data.reporterRelationships,
        ...data.missingReasons,
        ...data.locationTypes,
        ...data.missingContexts,
        ...data.medicalConditions,
        ...data.provinces,
        ...data.old_provinces,
      ];
      for (const item of names) expect(item.name.trim(), `${lang} ${item.id}`).not.toBe('');
      if (REFERENCE_NAMES.vi && lang === 'vi') {
        const listed = names.filter((item) => !/^\d+$/.test(item.id));
        const plain = listed.filter((item) => !VIETNAMESE_MARKS.test(item.name));
        // A few names need no mark (e.g. "Nam"); most do, and an English list would have none.
        expect(plain.length, plain.map((item) => item.name).join(', ')).toBeLessThan(listed.length / 4);
      }
    }
  });

  it('answers Vietnamese by default and English names for a language without its own', async () => {
    const vi = reportFormDataResponseSchema.parse((await get('/api/missing-person/form-data')).json()).data;
    const viNamed = reportFormDataResponseSchema.parse((await get('/api/missing-person/form-data?lang=vi')).json());
    expect(vi).toEqual(viNamed.data);
    const en = reportFormDataResponseSchema.parse((await get('/api/missing-person/form-data?lang=en')).json()).data;
    expect(en.genders.find((item) => item.id === 'male')?.name).toBe('Male');
    // Province names are data, in Vietnamese, in every language.
    expect(en.provinces.find((item) => item.id === PLACES.current.province)?.name).toBe('Thành Phố Hồ Chí Minh');
  });

  it('refuses an unknown language', async () => {
    expect((await get('/api/missing-person/form-data?lang=xx')).statusCode).toBe(422);
  });

  it('answers the lists with an ETag and a 304 when nothing changed', async () => {
    const first = await get('/api/missing-person/form-data?lang=fr');
    expect(first.headers['cache-control']).toBe('no-cache');
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();
    const again = await t.app.inject({
      url: '/api/missing-person/form-data?lang=fr',
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
  });

  it('cascades an old province to its districts, a district to its wards with today’s communes', async () => {
    const districts = districtsResponseSchema.parse(
      (await get(`/api/missing-person/districts?province_id=${PLACES.old.province}`)).json(),
    ).data;
    expect(districts.find((item) => item.id === PLACES.old.district)?.name).toBe('Quận 1');
    expect(districts.every((item) => item.province_id === PLACES.old.province)).toBe(true);
    const wards = wardsResponseSchema.parse(
      (await get(`/api/missing-person/wards?district_id=${PLACES.split.district}`)).json(),
    ).data;
    const split = wards.find((item) => item.id === PLACES.split.ward);
    expect(split?.name).toBe('Phường Cống Vị');
    expect(split?.current_commune_ids).toEqual(PLACES.split.communes);
    expect(wards.every((item) => item.district_id === PLACES.split.district)).toBe(true);
  });

  it('lists the communes of a current province', async () => {
    const res = await get(`/api/missing-person/communes?province_id=${PLACES.current.province}`);
    const communes = communesResponseSchema.parse(res.json()).data;
    expect(communes.find((item) => item.id === PLACES.current.commune)?.name).toBe(PLACES.current.communeName);
    expect(communes.every((item) => item.province_id === PLACES.current.province)).toBe(true);
    expect(res.headers.etag).toBeTruthy();
  });

  it('answers 404 with a clear message for an unknown id, and 422 for none', async () => {
    for (const url of [
      '/api/missing-person/districts?province_id=99999',
      '/api/missing-person/wards?district_id=99999',
      '/api/missing-person/communes?province_id=99999',
      // A current commune id is not an old district.
      `/api/missing-person/wards?district_id=${PLACES.current.commune}`,
      '/api/missing-person/communes?province_id=%3Cscript%3E',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json().message, url).toMatch(/^There is no/);
    }
    for (const url of [
      '/api/missing-person/districts',
      '/api/missing-person/wards?district_id=',
      `/api/missing-person/communes?province_id=${'1'.repeat(21)}`,
    ]) {
      expect((await get(url)).statusCode, url).toBe(422);
    }
  });
});
