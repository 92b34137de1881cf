import { defaultTreeAdapter, html as htmlSpec, parseFragment, serialize } from 'parse5';
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
      return { tagName: 'a', attribs: href ? { href, rel: linkRel, target: '_blank' } : {} };
    },
  },
  // A link without a safe absolute target keeps its text and loses the element. (Renaming it to
  // a disallowed tag instead confuses sanitize-html's bookkeeping: the next link loses its end tag.)
  exclusiveFilter: (frame) => (frame.tag === 'a' && !frame.attribs.href ? 'excludeTag' : false),
};

function absoluteLink(href: string | undefined): string | null {
  if (!href || !URL.canParse(href)) return null;
  const url = new URL(href);
  return linkSchemes.has(url.protocol) ? url.href : null;
}

/**
 * The markup as a browser builds it inside the description's container, written back out.
 * sanitize-html's parser is not the HTML standard's: it keeps nestings a browser rearranges (a
 * link inside a link, a list inside a paragraph), so its output is rebuilt by the standard
 * algorithm; every element then closes where the browser closes it, inside the fragment.
 */
function asBrowserBuildsIt(fragment: string): string {
  const container = defaultTreeAdapter.createElement('div', htmlSpec.NS.HTML, []);
  return serialize(parseFragment(container, fragment, {}));
}

/** Rebuilding rearranged markup can nest what the next build rearranges again (a heading in a heading). */
const MAX_BUILDS = 4;

/** Reduces a vacancy description to the safe, well-formed HTML subset the site renders as is. */
export function sanitizeDescription(html: string): string {
  let built = sanitizeHtml(html, descriptionPolicy);
  // Built again until a browser would build it as it is written.
  for (let build = 0; build < MAX_BUILDS; build++) {
    const rebuilt = asBrowserBuildsIt(built);
    if (rebuilt === built) break;
    built = rebuilt;
  }
  return built.trim();
}
