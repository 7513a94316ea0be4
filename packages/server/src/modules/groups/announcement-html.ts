import sanitizeHtml from 'sanitize-html';

/**
 * The safe subset an announcement may carry: paragraphs, line breaks, emphasis, links
 * (http, https, mailto only), lists, headings h2–h4 and quotes. Scripts and styles are
 * dropped with their content; event handlers, other attributes and other URL schemes
 * (javascript:, data:) are removed.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'em', 'a', 'ul', 'ol', 'li', 'h2', 'h3', 'h4', 'blockquote'],
  // Filtered after the transforms below, so only these survive, and href's scheme is checked.
  allowedAttributes: { a: ['href', 'rel', 'target'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: {},
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    b: 'strong',
    i: 'em',
    h1: 'h2',
    a: (tagName, attribs): sanitizeHtml.Tag => ({
      tagName,
      attribs: attribs.href
        ? { href: attribs.href, rel: 'noopener noreferrer nofollow', target: '_blank' }
        : {},
    }),
  },
};

export function sanitizeAnnouncementHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}
