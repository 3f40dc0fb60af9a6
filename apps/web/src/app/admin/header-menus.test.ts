import { describe, expect, it } from 'vitest';
import { badgeText } from './notifications-menu';
import { initials } from './user-menu';

describe('header menus', () => {
  it('makes initials', () => {
    expect(initials('Site Owner')).toBe('SO');
    expect(initials('minh')).toBe('M');
    expect(initials('  Nguyễn Văn  Minh ')).toBe('NM');
  });

  it('caps the bell badge', () => {
    expect(badgeText(7, 'en-US')).toBe('7');
    expect(badgeText(150, 'en-US')).toBe('99+');
  });
});
