import sanitizeHtml from 'sanitize-html';

const linkSchemes = new Set(['http:', 'https:', 'mailto:']);
const linkRel = 'nofollow noopener noreferrer';

// Job descriptions need paragraphs, lists, emphasis, subheadings and plain links: nothing that
// could run code, restyle the page or load anything.
const descriptionPolicy: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'ul', 'ol', 'li', 'strong', 'em', 'b', 'i', 'h2', 'h3', 'h4', 'a'],
  allowedAttributes: { a: ['href', 'rel', 'target'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: {},
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  allowedStyles: {},
  disallowedTagsMode: 'discard',
  transformTags: {
    // The page title is the only h1; other heading levels fold into the allowed range.
    h1: 'h2',
    h5: 'h4',
    h6: 'h4',
    a: (_tagName, attribs): sanitizeHtml.Tag => {
      const href = absoluteLink(attribs.href);
      // A link without a safe absolute target keeps its text and loses the element.
      if (!href) return { tagName: 'span', attribs: {} };
      return { tagName: 'a', attribs: { href, rel: linkRel, target: '_blank' } };
    },
  },
};

function absoluteLink(href: string | undefined): string | null {
  if (!href || !URL.canParse(href)) return null;
  const url = new URL(href);
  return linkSchemes.has(url.protocol) ? url.href : null;
}

/** Reduces a vacancy description to the safe HTML subset the site renders as is. */
export function sanitizeDescription(html: string): string {
  return sanitizeHtml(html, descriptionPolicy).trim();
}
