import { SKILL_GROUPS, type Project } from '@site/contracts';
import { describe, expect, it } from 'vitest';
import { ALL_CATEGORIES, badgeColorOf, filterProjects, imageSource, linkOf } from './project';
import { SKILL_ORDER } from './skills';

const project = (id: number, category: string | null): Project => ({
  id,
  title: `Project ${id}`,
  description: '',
  image_url: null,
  category,
  category_name: category,
  technologies: [],
  liveUrl: '#',
  githubUrl: '#',
  size: 'medium',
  badgeColor: null,
  metrics: [],
  featured: false,
  lang: 'en',
});

describe('project gallery helpers', () => {
  const projects = [project(1, 'fintech'), project(2, 'saas'), project(3, null), project(4, 'fintech')];

  it('filters by category key, All keeps every project in order', () => {
    expect(filterProjects(projects, ALL_CATEGORIES).map((p) => p.id)).toEqual([1, 2, 3, 4]);
    expect(filterProjects(projects, 'fintech').map((p) => p.id)).toEqual([1, 4]);
    expect(filterProjects(projects, 'blockchain')).toEqual([]);
  });

  it('treats # (or nothing) as no link', () => {
    expect(linkOf('#')).toBeNull();
    expect(linkOf(' # ')).toBeNull();
    expect(linkOf('')).toBeNull();
    expect(linkOf(null)).toBeNull();
    expect(linkOf('https://example.com')).toBe('https://example.com');
  });

  it('reads image addresses, also when stored as a JSON string', () => {
    expect(imageSource(null)).toBeNull();
    expect(imageSource('')).toBeNull();
    expect(imageSource('/api/files/uploads/a.webp')).toBe('/api/files/uploads/a.webp');
    expect(imageSource('"/api/files/uploads/a.webp"')).toBe('/api/files/uploads/a.webp');
    expect(imageSource('["/api/files/uploads/b.webp","/x.webp"]')).toBe('/api/files/uploads/b.webp');
    expect(imageSource('[')).toBeNull();
    expect(imageSource('[]')).toBeNull();
  });

  it('accepts only hex badge colours', () => {
    expect(badgeColorOf('#efc940')).toBe('#efc940');
    expect(badgeColorOf('#abc')).toBe('#abc');
    expect(badgeColorOf('red; background: url(x)')).toBeUndefined();
    expect(badgeColorOf(null)).toBeUndefined();
  });

  it('shows the skill groups in the contract order', () => {
    expect(SKILL_ORDER).toEqual(SKILL_GROUPS);
  });
});
