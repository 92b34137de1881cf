import { type DefaultTreeAdapterTypes, defaultTreeAdapter, html, parseFragment, serialize } from 'parse5';

type Node = DefaultTreeAdapterTypes.Node;

const voidElements = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'source',
  'track',
  'wbr',
]);

/**
 * What would let stored HTML reach outside the element a page puts it in, as a browser parses it
 * (the WHATWG parser of parse5, inside a `<div>`): a parse error (a stray or misnested tag), an
 * element left open for the rest of the page to fall into, or markup that a parser would rebuild
 * differently from how it is written. An empty list means the fragment is well formed and
 * contained: it reads back as written, and every element closes inside it.
 */
export function htmlFragmentFaults(fragment: string): string[] {
  const faults: string[] = [];
  const container = defaultTreeAdapter.createElement('div', html.NS.HTML, []);
  const tree = parseFragment(container, fragment, {
    sourceCodeLocationInfo: true,
    onParseError: (error) => faults.push(`parse error ${error.code} at offset ${error.startOffset}`),
  });
  const unclosed = (node: Node): string[] => {
    if (!('childNodes' in node)) return [];
    const own =
      'tagName' in node && !voidElements.has(node.tagName) && !node.sourceCodeLocation?.endTag
        ? [
            `<${node.tagName}> at offset ${node.sourceCodeLocation?.startOffset} is not closed inside the fragment`,
          ]
        : [];
    return [...own, ...node.childNodes.flatMap(unclosed)];
  };
  faults.push(...unclosed(tree));
  const reserialised = serialize(tree);
  if (reserialised !== fragment) faults.push(`a parser reads it as ${JSON.stringify(reserialised)}`);
  return faults;
}
