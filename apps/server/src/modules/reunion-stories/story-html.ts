import sanitizeHtml from 'sanitize-html';

/**
 * The HTML a story body may keep: text structure, emphasis, lists, quotes, links and images. Everything that
 * runs or restyles — scripts, styles, event handlers, frames, forms, `javascript:` and `data:` addresses — is
 * removed; a link to another site opens without handing it this page (`noopener noreferrer`).
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'hr',
    'h2',
    'h3',
    'h4',
    'strong',
    'b',
    'em',
    'i',
    'u',
    'small',
    'ul',
    'ol',
    'li',
    'blockquote',
    'a',
    'img',
    'figure',
    'figcaption',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'rel'],
    img: ['src', 'alt', 'width', 'height'],
    th: ['scope'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    // The writer's own `rel` is replaced: only this one is ever kept.
    a: (tagName, { rel: _rel, ...attribs }) => ({
      tagName,
      attribs: attribs.href && /^https?:/i.test(attribs.href) ? { ...attribs, rel: 'noopener noreferrer' } : attribs,
    }),
  },
};

/** A story body as it may be stored and shown: sanitised HTML, trimmed. */
export function sanitizeStoryHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}
