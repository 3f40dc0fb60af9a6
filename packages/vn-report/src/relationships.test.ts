import { describe, expect, it } from 'vitest';
import { extractReport } from './index.js';

const relation = (text: string) => extractReport(text, { today: '2025-11-20' }).fields.reporter_relationship_id?.value;

describe('the reporter’s relationship', () => {
  it('reads "<kin> tôi" as the missing person’s place in the family, and turns it round', () => {
    expect(relation('Con tôi là bé Đinh Bảo Long')).toBe('parent');
    expect(relation('Con trai tôi là Nguyễn Văn An')).toBe('parent');
    expect(relation('Mẹ tôi tên Nguyễn Thị Bình')).toBe('child');
    expect(relation('Bố tôi là ông Phạm Văn Hùng')).toBe('child');
    expect(relation('Vợ tôi là Võ Thị Hạnh')).toBe('spouse');
    expect(relation('chong em la Ngo Van Tai')).toBe('spouse');
    expect(relation('Ông nội tôi là ông Vũ Đình Khải')).toBe('grandchild');
    expect(relation('Cháu nội tôi là Vũ Thị Nhàn')).toBe('grandparent');
    expect(relation('Bạn tôi là Trịnh Công Minh')).toBe('friend');
    expect(relation('Em gái tôi là Đặng Thị Anh')).toBe('sibling');
    expect(relation('Anh tôi Thạch Sô Phên')).toBe('sibling');
    expect(relation('Chú tôi là Dương Văn Phong')).toBe('relative');
    expect(relation('Hàng xóm nhà tôi là ông Tô Văn Bảy')).toBe('neighbour');
  });

  it('reads "tìm <kin> là" and "tôi là <kin> của"', () => {
    expect(relation('Tôi tìm bố ruột là Đỗ Văn Lâm')).toBe('child');
    expect(relation('e tim con trai ten Tran Minh Khoa')).toBe('parent');
    expect(relation('Tôi là bà ngoại của bé Lâm Gia Hân')).toBe('grandparent');
  });

  it('reads the reporter’s own label beside their name and phone', () => {
    expect(relation('Tìm người: Đoàn Văn Lộc. Người báo: Đoàn Thị Nhung (con gái), +84987111222.')).toBe('child');
    expect(relation('Cháu Phan Gia Bảo đi lạc. Liên hệ mẹ cháu: Phan Thị Dung 0935 123 321.')).toBe('parent');
  });

  it('does not take a polite title for a relation', () => {
    expect(relation('be Bao Ngoc lac me. ai thay goi chi Thuy 0934 000 111')).toBeUndefined();
  });
});
