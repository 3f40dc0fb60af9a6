import { z } from 'zod';
import { itemResponseSchema } from './envelopes.js';
import { languageCodeSchema, langQuerySchema } from './language-schemas.js';

export const socialLinkSchema = z.object({
  kind: z.enum(['github', 'linkedin', 'x', 'website', 'email', 'phone']),
  label: z.string(),
  url: z.string(),
});

/** The site owner as visitors see them: name, localised title and tagline, contact and links. */
export const siteProfileSchema = z
  .object({
    name: z.string(),
    title: z.string(),
    tagline: z.string(),
    email: z.string(),
    phone: z.string().nullable(),
    location: z.string(),
    links: z.array(socialLinkSchema),
    lang: languageCodeSchema,
  })
  .meta({ id: 'SiteProfile' });

export const siteProfileQuerySchema = z.object({ lang: langQuerySchema });
export const siteProfileResponseSchema = itemResponseSchema(siteProfileSchema);

export type SiteProfile = z.infer<typeof siteProfileSchema>;
export type SocialLink = z.infer<typeof socialLinkSchema>;
