/**
 * A very small XML writer, for the camt.053 statements and the audit trail's descriptions, with every text and attribute
 * escaped, so a narrative can never break the document.
 */
export interface XmlElement {
  name: string;
  attrs?: Record<string, string>;
  children?: (XmlElement | undefined | false)[];
  text?: string;
}

// Characters XML 1.0 does not allow at all (C0 controls other than tab, LF, CR; lone surrogates; U+FFFE/F).
// eslint-disable-next-line no-control-regex
const ILLEGAL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

export function escapeXml(value: string): string {
  return value
    .replace(ILLEGAL, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** An element with text, or with children (skipping undefined and false ones). */
export function el(name: string, content: string | (XmlElement | undefined | false)[], attrs?: Record<string, string>): XmlElement {
  return typeof content === 'string' ? { name, text: content, attrs } : { name, children: content, attrs };
}

function write(node: XmlElement, depth: number, out: string[]): void {
  const pad = '  '.repeat(depth);
  const attrs = Object.entries(node.attrs ?? {})
    .map(([k, v]) => ` ${k}="${escapeXml(v)}"`)
    .join('');
  if (node.text !== undefined) {
    out.push(`${pad}<${node.name}${attrs}>${escapeXml(node.text)}</${node.name}>`);
    return;
  }
  const children = (node.children ?? []).filter((c): c is XmlElement => Boolean(c));
  if (children.length === 0) {
    out.push(`${pad}<${node.name}${attrs}/>`);
    return;
  }
  out.push(`${pad}<${node.name}${attrs}>`);
  for (const c of children) write(c, depth + 1, out);
  out.push(`${pad}</${node.name}>`);
}

export function xmlDocument(root: XmlElement): string {
  const out = ['<?xml version="1.0" encoding="UTF-8"?>'];
  write(root, 0, out);
  return `${out.join('\n')}\n`;
}
