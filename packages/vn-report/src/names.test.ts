import { describe, expect, it } from 'vitest';
import { extractReport } from './index.js';

const today = '2025-11-20';
const fields = (text: string) => extractReport(text, { today }).fields;

describe('names', () => {
  it('reads a name with diacritics after a kinship word and keeps it as typed', () => {
    const f = fields('Con trai tôi là Nguyễn Văn An, 7 tuổi, bị lạc ở chợ.');
    expect(f.missing_person_name?.value).toBe('Nguyễn Văn An');
    expect(f.missing_person_name?.confidence).toBeGreaterThanOrEqual(0.8);
    expect(f.missing_person_name?.span).toBe('Nguyễn Văn An');
  });

  it('capitalises a name typed in lower case after a title, without adding diacritics', () => {
    expect(fields('tim be Bao Ngoc 4 tuoi').missing_person_name?.value).toBe('Bao Ngoc');
    expect(fields('con gai toi ten la Le Thi Hoa 9 tuoi').missing_person_name?.value).toBe('Le Thi Hoa');
    expect(fields('Con tôi tên NGUYỄN VĂN AN').missing_person_name?.value).toBe('Nguyễn Văn An');
    expect(extractReport('MÌNH CẦN GIÚP: lạc ở TP HCM', { today }).people).toEqual([]);
  });

  it('strips titles and kinship words before the name (bé, cháu, ông, bà, anh, chị)', () => {
    expect(fields('Cháu Phan Gia Bảo, 12 tuổi, đi lạc').missing_person_name?.value).toBe('Phan Gia Bảo');
    expect(fields('Bố tôi là ông Phạm Văn Hùng, sinh năm 1945').missing_person_name?.value).toBe('Phạm Văn Hùng');
    expect(fields('Bà nội tôi là bà Tôn Nữ Thị Hường, 88 tuổi').missing_person_name?.value).toBe('Tôn Nữ Thị Hường');
  });

  it('tells the reporter from the missing person', () => {
    const f = fields(
      'Tôi là Đỗ Thị Thu, sinh năm 1970, đang tìm bố ruột là Đỗ Văn Lâm, sinh năm 1940. Điện thoại 0905 222 333.',
    );
    expect(f.reporter_name?.value).toBe('Đỗ Thị Thu');
    expect(f.missing_person_name?.value).toBe('Đỗ Văn Lâm');
    expect(f.birth_year?.value).toBe(1940);
    expect(f.reporter_relationship_id?.value).toBe('child');
  });

  it('gives an age to the person it follows, not to the reporter', () => {
    const f = fields('Tôi là Huỳnh Thị Bé, năm nay 62 tuổi. Tôi tìm em trai là Huỳnh Văn Út, sinh năm 1968.');
    expect(f.age).toBeUndefined();
    expect(f.birth_year?.value).toBe(1968);
    expect(fields('Mẹ em là Trần Thị Oanh, 39 tuổi. Em là Trần Minh Châu, 13 tuổi.').age?.value).toBe(39);
  });

  it('reads a form-like text ("Tên: …", "Họ tên: …", "Người báo: …")', () => {
    const f = fields('Tên: Lò Văn Pánh\nTuổi: 40\nNgười báo: Lò Thị Dung (vợ) 0215 3826 777');
    expect(f.missing_person_name?.value).toBe('Lò Văn Pánh');
    expect(f.age?.value).toBe(40);
    expect(f.reporter_name?.value).toBe('Lò Thị Dung');
    expect(f.reporter_relationship_id?.value).toBe('spouse');
  });

  it('lists every person named, the missing person first', () => {
    const result = extractReport(
      'Con gái tôi là Phạm Thị Yến (14 tuổi) đi chơi cùng bạn là Nguyễn Thị Mơ và Trần Văn Long. Tôi là bố cháu, Phạm Văn Quân, 0917 654 321.',
      { today },
    );
    expect(result.people[0]).toBe('Phạm Thị Yến');
    expect(result.people).toEqual(
      expect.arrayContaining(['Phạm Thị Yến', 'Nguyễn Thị Mơ', 'Trần Văn Long', 'Phạm Văn Quân']),
    );
    expect(result.fields.reporter_name?.value).toBe('Phạm Văn Quân');
  });

  it('does not take a place for a person, even with a family name first (Hà Nội, Lâm Đồng, đường Lê Lợi)', () => {
    const result = extractReport('Gia đình ở Hà Nội, đi Lâm Đồng, rồi ra đường Lê Lợi.', { today });
    expect(result.people).toEqual([]);
  });

  it('reads "anh Sơn" as the person named before, not the district Anh Sơn', () => {
    const f = fields('Tôi tìm bạn là Bùi Văn Sơn, quê Thái Bình. Anh Sơn có nốt ruồi ở cằm.');
    expect(f.last_seen_province_id?.value).toBe('27');
  });

  it('tells the gender by kinship words, "Thị" / "Văn", and stated sex', () => {
    expect(fields('Con gái tôi tên Lý Ngọc Hân').gender_id?.value).toBe('female');
    expect(fields('Tìm Nguyễn Thị Lan, 20 tuổi').gender_id?.value).toBe('female');
    expect(fields('Tìm Nguyễn Văn Lan, 20 tuổi').gender_id?.value).toBe('male');
    expect(fields('Họ tên: Lê Hoàng Nam. Giới tính: nam.').gender_id?.value).toBe('male');
    expect(fields('Tìm người: Lê Hoàng Anh').gender_id).toBeUndefined();
  });
});
