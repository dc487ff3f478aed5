/**
 * A tiny allow-list HTML sanitizer for server-supplied rich text (announcements, modal bodies).
 * The document is parsed with DOMParser into an inert document (no scripts run, no images load),
 * then rebuilt keeping only allowed elements and attributes. Anything else is dropped; elements that
 * are not allowed but harmless are unwrapped so their text survives.
 */
export const ALLOWED_TAGS = new Set([
  'a',
  'b',
  'blockquote',
  'br',
  'caption',
  'code',
  'div',
  'em',
  'font',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'hr',
  'i',
  'img',
  'li',
  'ol',
  'p',
  'pre',
  's',
  'small',
  'span',
  'strong',
  'sub',
  'sup',
  'table',
  'tbody',
  'td',
  'tfoot',
  'th',
  'thead',
  'tr',
  'u',
  'ul',
]);

/** Elements removed together with their content. */
export const DROPPED_TAGS = new Set([
  'script',
  'style',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'template',
  'noscript',
  'link',
  'meta',
  'base',
  'form',
  'input',
  'button',
  'select',
  'textarea',
  'option',
  'svg',
  'math',
  'audio',
  'video',
  'source',
  'track',
  'canvas',
  'title',
  'head',
]);

const GLOBAL_ATTRIBUTES = new Set(['title', 'lang', 'dir', 'align']);
const TAG_ATTRIBUTES: Record<string, Set<string>> = {
  a: new Set(['href', 'target']),
  img: new Set(['src', 'alt', 'width', 'height']),
  td: new Set(['colspan', 'rowspan']),
  th: new Set(['colspan', 'rowspan', 'scope']),
  font: new Set(['color']),
  ol: new Set(['start']),
};

export function isAllowedAttribute(tag: string, attribute: string): boolean {
  const name = attribute.toLowerCase();
  if (name.startsWith('on')) return false;
  return GLOBAL_ATTRIBUTES.has(name) || !!TAG_ATTRIBUTES[tag]?.has(name);
}

/** http(s), mailto, tel, relative and fragment URLs pass; javascript:, data:, vbscript: and the like do not. */
export function isSafeUrl(url: string, { allowDataImage = false } = {}): boolean {
  // Browsers ignore control characters and whitespace inside a scheme ("java\tscript:").
  let compact = '';
  for (const ch of url) {
    const code = ch.charCodeAt(0);
    if (code > 0x20 && (code < 0x7f || code > 0x9f)) compact += ch;
  }
  compact = compact.toLowerCase();
  if (allowDataImage && /^data:image\/(png|jpe?g|gif|webp);base64,/.test(compact)) return true;
  const scheme = /^([a-z][a-z0-9+.-]*):/.exec(compact)?.[1];
  if (!scheme) return true;
  return scheme === 'http' || scheme === 'https' || scheme === 'mailto' || scheme === 'tel';
}

/** A colour value for <font color>: names and hex only. */
export function isSafeColor(value: string): boolean {
  return /^(#[0-9a-f]{3,8}|[a-z]{3,20})$/i.test(value.trim());
}

function cleanNode(node: Node, out: Node, doc: Document): void {
  for (const child of Array.from(node.childNodes)) {
    if (child.nodeType === Node.TEXT_NODE) {
      out.appendChild(doc.createTextNode(child.textContent ?? ''));
      continue;
    }
    if (child.nodeType !== Node.ELEMENT_NODE) continue; // comments, processing instructions
    const element = child as Element;
    const tag = element.tagName.toLowerCase();
    if (DROPPED_TAGS.has(tag)) continue;
    if (!ALLOWED_TAGS.has(tag)) {
      cleanNode(element, out, doc); // unwrap: keep the text, lose the element
      continue;
    }
    const copy = doc.createElement(tag);
    for (const attr of Array.from(element.attributes)) {
      const name = attr.name.toLowerCase();
      if (!isAllowedAttribute(tag, name)) continue;
      if ((name === 'href' || name === 'src') && !isSafeUrl(attr.value, { allowDataImage: name === 'src' }))
        continue;
      if (name === 'color' && !isSafeColor(attr.value)) continue;
      if (name === 'target' && attr.value !== '_blank') continue;
      copy.setAttribute(name, attr.value);
    }
    if (tag === 'a' && copy.getAttribute('target') === '_blank')
      copy.setAttribute('rel', 'noopener noreferrer');
    if (tag === 'img') copy.setAttribute('loading', 'lazy');
    cleanNode(element, copy, doc);
    out.appendChild(copy);
  }
}

export function sanitizeHtml(html: string): string {
  if (!html) return '';
  const parsed = new DOMParser().parseFromString(`<!doctype html><body>${html}`, 'text/html');
  const target = document.implementation.createHTMLDocument('');
  const container = target.createElement('div');
  cleanNode(parsed.body, container, target);
  return container.innerHTML;
}
