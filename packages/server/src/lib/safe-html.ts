import sanitizeHtml from 'sanitize-html';

/**
 * The safe HTML subset members may write (announcements, articles): paragraphs, line
 * breaks, emphasis, links (http, https, mailto only), lists, headings h2–h4 and quotes —
 * and, where `images` is asked for, pictures by http(s) URL with their alt text and
 * captions. Scripts and styles are dropped with their content; event handlers, other
 * attributes and other URL schemes (javascript:, data:) are removed.
 */
function optionsOf(images: boolean): sanitizeHtml.IOptions {
  const tags = ['p', 'br', 'strong', 'em', 'a', 'ul', 'ol', 'li', 'h2', 'h3', 'h4', 'blockquote'];
  return {
    allowedTags: images ? [...tags, 'img', 'figure', 'figcaption'] : tags,
    // Filtered after the transforms below, so only these survive, and URLs' schemes are checked.
    allowedAttributes: {
      a: ['href', 'rel', 'target'],
      ...(images ? { img: ['src', 'alt', 'width', 'height', 'loading'] } : {}),
    },
    allowedSchemes: ['http', 'https', 'mailto'],
    allowedSchemesByTag: images ? { img: ['http', 'https'] } : {},
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
      img: (tagName, attribs): sanitizeHtml.Tag => ({
        tagName,
        attribs: { ...attribs, loading: 'lazy' },
      }),
    },
    // A picture whose URL was refused is no picture at all.
    exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
  };
}

const TEXT_ONLY = optionsOf(false);
const WITH_IMAGES = optionsOf(true);

export function sanitizeMemberHtml(html: string, { images = false } = {}): string {
  return sanitizeHtml(html, images ? WITH_IMAGES : TEXT_ONLY).trim();
}
