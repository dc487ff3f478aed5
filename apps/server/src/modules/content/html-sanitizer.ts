import sanitize from 'sanitize-html';

/**
 * What operator HTML may keep (issue 13: "whatever an operator types, no script reaches a player's
 * page"). An allow-list, never a deny-list: the rich-text editor's own output (paragraphs, headings,
 * lists, emphasis, links, images, alignment) and nothing else. No `style` attribute (CSS can exfiltrate
 * and overlay), no iframes, no forms, no SVG or MathML. Links go to http(s), mail or a site path, and
 * open outside with rel="noopener noreferrer"; images come from https or our own media path.
 */
const OPTIONS: sanitize.IOptions = {
  allowedTags: [
    'p',
    'br',
    'hr',
    'h1',
    'h2',
    'h3',
    'h4',
    'blockquote',
    'pre',
    'code',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'mark',
    'small',
    'sub',
    'sup',
    'span',
    'ul',
    'ol',
    'li',
    'a',
    'img',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: {
    a: ['href', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height'],
    th: ['colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
    // The editor's text alignment, as a class we map to CSS (never a style attribute).
    p: ['class'],
    h1: ['class'],
    h2: ['class'],
    h3: ['class'],
    h4: ['class'],
  },
  allowedClasses: {
    p: ['align-left', 'align-center', 'align-right', 'align-justify'],
    h1: ['align-left', 'align-center', 'align-right'],
    h2: ['align-left', 'align-center', 'align-right'],
    h3: ['align-left', 'align-center', 'align-right'],
    h4: ['align-left', 'align-center', 'align-right'],
  },
  allowedSchemes: ['https', 'http', 'mailto'],
  allowedSchemesByTag: { img: ['https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // Text of dropped elements like <script> and <style> is dropped with them, not shown as text.
  nonTextTags: [
    'script',
    'style',
    'textarea',
    'option',
    'noscript',
    'iframe',
    'object',
    'embed',
    'svg',
    'math',
  ],
  transformTags: {
    a: (tagName, attribs) => {
      const href = attribs.href ?? '';
      const outside = /^https?:/i.test(href);
      return {
        tagName,
        attribs: {
          ...(href ? { href } : {}),
          ...(outside ? { target: '_blank', rel: 'noopener noreferrer' } : {}),
        },
      };
    },
    img: (tagName, attribs) => ({
      tagName,
      attribs: {
        ...attribs,
        // Our own media path is relative; sanitize-html accepts a relative src.
        ...(attribs.src && !/^(https:\/\/|\/api\/wps\/media\/)/.test(attribs.src) ? { src: '' } : {}),
      },
    }),
  },
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
};

/** Operator HTML made safe to render on a player's page as it is. */
export function sanitizeContentHtml(html: string): string {
  return sanitize(html, OPTIONS).trim();
}

/** Plain text for places that never render HTML (notices, titles): tags dropped, entities kept as text. */
export function plainText(html: string): string {
  return sanitize(html, { allowedTags: [], allowedAttributes: {} })
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}
