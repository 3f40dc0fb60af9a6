import type { Project } from '@site/contracts';

/** The category filter's value that shows every project. */
export const ALL_CATEGORIES = 'all';

/** Projects of a category key, or all of them (the filter defaults to All). */
export function filterProjects(projects: readonly Project[], category: string): Project[] {
  return category === ALL_CATEGORIES ? [...projects] : projects.filter((p) => p.category === category);
}

/** A project address worth linking: `#` (or nothing) means there is none. */
export function linkOf(url: string | null | undefined): string | null {
  const value = url?.trim();
  return value && value !== '#' ? value : null;
}

/**
 * The image address of a project. Older records keep `image_url` as a JSON string (a quoted address or
 * a list of them); the first address is used.
 */
export function imageSource(imageUrl: string | null | undefined): string | null {
  const value = imageUrl?.trim();
  if (!value) return null;
  if (value.startsWith('"') || value.startsWith('[')) {
    try {
      const parsed: unknown = JSON.parse(value);
      const first = Array.isArray(parsed) ? parsed[0] : parsed;
      return typeof first === 'string' && first.trim() ? first.trim() : null;
    } catch {
      return null;
    }
  }
  return value;
}

/** A badge colour only when it is a plain hex colour, so that no other CSS can be injected. */
export function badgeColorOf(color: string | null | undefined): string | undefined {
  return color && /^#[0-9a-f]{3,8}$/i.test(color.trim()) ? color.trim() : undefined;
}
