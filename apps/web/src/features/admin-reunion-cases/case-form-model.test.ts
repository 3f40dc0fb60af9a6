import { caseInputSchema, type AdminReunionCase } from '@site/contracts';
import { describe, expect, it } from 'vitest';
import {
  buildCasePayload,
  caseToForm,
  emptyCaseForm,
  emptyStatusNote,
  noteInLanguage,
  parseNumberText,
  statusNotePayload,
} from './case-form-model';

const stored: AdminReunionCase = {
  id: 7,
  case_number: 'VN-2026-00007',
  is_sample: true,
  full_name: 'Nguyễn Thị Mẫu',
  gender: 'female',
  birth_year: 2015,
  age_at_missing: null,
  height_cm: 120,
  photo_url: '/media/seed/reunion/a.webp',
  status: 'missing',
  missing_since: '2026-03-02',
  last_seen: { province: 'Đà Nẵng', commune: 'Phường Hải Châu', latitude: 16.07, longitude: 108.22 },
  translations: {
    en: {
      clothing: 'Red coat',
      distinguishing_features: 'Scar on the chin',
      description: 'Left school.',
      reward: null,
    },
    vi: {
      clothing: 'Áo khoác đỏ',
      distinguishing_features: 'Sẹo ở cằm',
      description: 'Rời trường.',
      reward: '5 triệu',
    },
  },
  contact: { reporter_name: 'Trần Văn Báo', phone: '+84 912 345 678', email: null, relationship: 'parent' },
  status_history: [{ status: 'missing', changed_at: '2026-03-02T08:00:00Z', note: {} }],
  created_at: '2026-03-02T08:00:00Z',
  updated_at: '2026-03-02T08:00:00Z',
};

describe('case form model', () => {
  it('round-trips a stored case into a body the contract accepts, with only the written languages', () => {
    const body = buildCasePayload(caseToForm(stored));
    expect(Object.keys(body.translations)).toEqual(['en', 'vi']);
    expect(body.translations.vi?.reward).toBe('5 triệu');
    expect(body.last_seen).toEqual(stored.last_seen);
    expect(body.birth_year).toBe(2015);
    expect(body.age_at_missing).toBeNull();
    expect(body.contact).toEqual({ ...stored.contact, email: '' });
    const parsed = caseInputSchema.safeParse(body);
    expect(parsed.success).toBe(true);
    expect(parsed.data?.contact?.email).toBeNull();
  });

  it('sends no contact when none was typed, and none for a blank photo', () => {
    const body = buildCasePayload(emptyCaseForm());
    expect(body.contact).toBeNull();
    expect(body.photo_url).toBeNull();
    expect(Object.keys(body.translations)).toEqual(['en']);
  });

  it('puts every problem of an empty form under its own field', () => {
    const parsed = caseInputSchema.safeParse(buildCasePayload(emptyCaseForm()));
    expect(parsed.success).toBe(false);
    const paths = parsed.error?.issues.map((issue) => issue.path.join('.'));
    expect(paths).toEqual(
      expect.arrayContaining([
        'full_name',
        'missing_since',
        'last_seen.province',
        'last_seen.commune',
        'last_seen.latitude',
        'last_seen.longitude',
        'translations.en.description',
      ]),
    );
  });

  it('reads typed numbers: blank is none, a comma is a decimal point, junk stays a refused NaN', () => {
    expect(parseNumberText('  ')).toBeNull();
    expect(parseNumberText('16,07')).toBe(16.07);
    expect(parseNumberText('abc')).toBeNaN();
    const form = caseToForm(stored);
    form.height_cm = '1e9';
    const parsed = caseInputSchema.safeParse(buildCasePayload(form));
    expect(parsed.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['height_cm']);
  });

  it('refuses a place outside Vietnam', () => {
    const form = caseToForm(stored);
    form.last_seen.latitude = '48.85';
    form.last_seen.longitude = '2.35';
    const parsed = caseInputSchema.safeParse(buildCasePayload(form));
    expect(parsed.error?.issues.map((issue) => issue.path.join('.')).sort()).toEqual([
      'last_seen.latitude',
      'last_seen.longitude',
    ]);
  });

  it('sends a status note only in the languages written, trimmed', () => {
    const note = emptyStatusNote();
    note.vi = '  Đã có người nhìn thấy ở chợ.  ';
    note.en = '   ';
    expect(statusNotePayload(note)).toEqual({ vi: 'Đã có người nhìn thấy ở chợ.' });
    expect(statusNotePayload(emptyStatusNote())).toEqual({});
  });

  it('shows a history note in the admin language, else English, else Vietnamese', () => {
    expect(noteInLanguage({ en: 'Seen', vi: 'Thấy' }, 'vi')).toBe('Thấy');
    expect(noteInLanguage({ en: 'Seen', vi: 'Thấy' }, 'fr')).toBe('Seen');
    expect(noteInLanguage({ vi: 'Thấy' }, 'ja')).toBe('Thấy');
    expect(noteInLanguage({ de: 'Gesehen' }, 'ja')).toBe('Gesehen');
    expect(noteInLanguage({}, 'ja')).toBeNull();
  });
});
