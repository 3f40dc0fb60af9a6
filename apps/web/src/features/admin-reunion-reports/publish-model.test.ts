import { reportVerifyInputSchema } from '@site/contracts';
import { describe, expect, it } from 'vitest';
import {
  buildPublishPayload,
  infoValue,
  parseHeightCm,
  reportToPublishForm,
  reporterLeaks,
  withoutReporter,
} from './publish-model';
import { testReport } from './test-report';

const seat = { lat: 16.068, lng: 108.221 };

describe('a height as families write it', () => {
  it.each([
    ['160', 160],
    ['160 cm', 160],
    ['160cm', 160],
    ['1m60', 160],
    ['1m6', 160],
    ['1m52', 152],
    ['1,6 m', 160],
    ['1.65m', 165],
    ['  1 m 70 ', 170],
    ['1m', 100],
  ])('reads %j as %i cm', (text, cm) => expect(parseHeightCm(text)).toBe(cm));

  it.each(['', 'cao', 'about 160', '0m', '9', '300', '30 cm', '1m60 hoặc 1m65', '-160'])(
    'leaves %j to the moderator',
    (text) => expect(parseHeightCm(text)).toBeNull(),
  );
});

describe('extra fields by name', () => {
  it('finds a value under its key or its Vietnamese label, whatever the case and spacing', () => {
    const info = { ' Chiều Cao ': '1m60', clothing: 'áo xanh' };
    expect(infoValue(info, ['height', 'chiều cao'])).toBe('1m60');
    expect(infoValue(info, ['clothing'])).toBe('áo xanh');
    expect(infoValue(info, ['vehicle'])).toBe('');
    expect(infoValue({}, ['height'])).toBe('');
  });
});

describe("the reporter's details in public texts", () => {
  const reporter = { reporter_name: 'Trần Thị Mai', reporter_phone: '0912 345 678', reporter_email: 'mai@example.com' };

  it('takes out the phone however it is written, the email and the full name', () => {
    for (const phone of ['0912345678', '0912.345.678', '0912-345-678', '+84 912 345 678', '84912345678']) {
      expect(withoutReporter(`Gọi ${phone} ngay`, reporter)).toBe('Gọi … ngay');
    }
    expect(withoutReporter('Email MAI@example.com.', reporter)).toBe('Email ….');
    expect(withoutReporter('Liên hệ trần thị mai.', reporter)).toBe('Liên hệ ….');
  });

  it('leaves other numbers and a one-word name alone (too common to remove safely)', () => {
    expect(withoutReporter('Em cao 152 cm, sinh 2012, mã 0912', reporter)).toBe('Em cao 152 cm, sinh 2012, mã 0912');
    const oneWord = { ...reporter, reporter_name: 'Mai' };
    expect(withoutReporter('Hoa mặc áo Mai', oneWord)).toBe('Hoa mặc áo Mai');
  });

  it('treats hostile text as text (no pattern injection from the reporter fields)', () => {
    const hostile = { reporter_name: '.* (a+)+ [x', reporter_phone: '0912 345 678', reporter_email: null };
    expect(withoutReporter('keep this .* (a+)+ [x here', hostile)).toBe('keep this … here');
    expect(withoutReporter('nothing to take', hostile)).toBe('nothing to take');
  });

  it('names every public field that still carries them', () => {
    const form = reportToPublishForm(testReport(), seat);
    expect(reporterLeaks(form, testReport())).toEqual([]);
    form.case.translations.en.description = 'Call 0912 345 678';
    form.case.translations.fr.reward = 'mai.tran@example.com';
    expect(reporterLeaks(form, testReport())).toEqual([
      'case.translations.en.description',
      'case.translations.fr.reward',
    ]);
  });
});

describe('the publish form prefilled from a report', () => {
  it('takes the person, the date, the place and the texts in the report language, without the reporter', () => {
    const form = reportToPublishForm(testReport(), seat);
    expect(form.case).toMatchObject({
      full_name: 'Nguyễn Thị Hoa',
      gender: 'female',
      birth_year: '2012',
      age_at_missing: '14',
      height_cm: '152',
      photo_url: '',
      missing_since: '2026-11-20',
      last_seen: {
        province: 'Thành phố Đà Nẵng',
        commune: 'Phường Hải Châu',
        latitude: '16.068',
        longitude: '108.221',
      },
    });
    const vi = form.case.translations.vi;
    expect(vi.description).toBe('Em đi học về nhưng không về nhà. Liên hệ chị … … hoặc ….');
    expect(vi.clothing).toBe('Áo dài trắng, quần đen');
    expect(vi.distinguishing_features).toBe('Nốt ruồi ở cằm');
    // English is the moderator's to write.
    expect(form.case.translations.en).toEqual({
      description: '',
      clothing: '',
      distinguishing_features: '',
      reward: '',
    });
    expect(form.note).toBe('');
  });

  it("prefers the report's own position, and falls back to the original text and to no seat", () => {
    const form = reportToPublishForm(
      testReport({ last_seen_latitude: 16.05, last_seen_longitude: 108.2, circumstances: null, gender_id: null }),
      null,
    );
    expect(form.case.last_seen).toMatchObject({ latitude: '16.05', longitude: '108.2' });
    expect(form.case.translations.vi.description).toBe(
      'con toi la Nguyen Thi Hoa 14 tuoi, mat tich chieu 20/11.\nLien he …',
    );
    expect(form.case.gender).toBe('other');
    const bare = reportToPublishForm(
      testReport({
        circumstances: null,
        original_report_text: null,
        additional_info: {},
        date_of_birth: null,
        age: null,
      }),
      null,
    );
    expect(bare.case.last_seen).toMatchObject({ latitude: '', longitude: '' });
    expect(bare.case.translations.vi.description).toBe('');
    expect(bare.case).toMatchObject({ birth_year: '', age_at_missing: '', height_cm: '' });
  });

  it('builds a body the verify schema takes once English is written, with no contact', () => {
    const form = reportToPublishForm(testReport(), seat);
    expect(reportVerifyInputSchema.safeParse(buildPublishPayload(form)).success).toBe(false);
    form.case.translations.en.description = 'A 14-year-old girl did not come home from school.';
    form.note = '  checked with the family  ';
    const body = buildPublishPayload(form);
    expect(Object.keys(body.case.translations).sort()).toEqual(['en', 'vi']);
    expect(body.case.contact).toBeNull();
    expect(body.case.last_seen).toEqual({
      province: 'Thành phố Đà Nẵng',
      commune: 'Phường Hải Châu',
      latitude: 16.068,
      longitude: 108.221,
    });
    const parsed = reportVerifyInputSchema.parse(body);
    expect(parsed.note).toBe('checked with the family');
    expect(parsed.case.height_cm).toBe(152);
    expect(JSON.stringify(parsed)).not.toMatch(/0912|mai\.tran|Trần Thị Mai/);
  });

  it('keeps a typed non-number as NaN so that the schema refuses it under its field', () => {
    const form = reportToPublishForm(testReport(), null);
    form.case.translations.en.description = 'Text.';
    form.case.height_cm = 'tall';
    const result = reportVerifyInputSchema.safeParse(buildPublishPayload(form));
    expect(result.success).toBe(false);
    const paths = result.error?.issues.map((issue) => issue.path.join('.'));
    expect(paths).toEqual(
      expect.arrayContaining(['case.height_cm', 'case.last_seen.latitude', 'case.last_seen.longitude']),
    );
  });
});
