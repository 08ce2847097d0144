const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttribute = (text: string) => escapeText(text).replace(/"/g, '&quot;');

function write(element: Element, depth: number, lines: string[]): void {
  const pad = '  '.repeat(depth);
  const attributes = Array.from(element.attributes, (a) => ` ${a.name}="${escapeAttribute(a.value)}"`).join('');
  const open = `${element.tagName}${attributes}`;
  const children = Array.from(element.children);
  if (children.length === 0) {
    const text = element.textContent ?? '';
    lines.push(text === '' ? `${pad}<${open}/>` : `${pad}<${open}>${escapeText(text)}</${element.tagName}>`);
    return;
  }
  lines.push(`${pad}<${open}>`);
  for (const child of children) write(child, depth + 1, lines);
  lines.push(`${pad}</${element.tagName}>`);
}

/**
 * A trace's description (XML, doc 2 §2) as indented text, one element a line, its text
 * escaped again, so it reads as the XML it is. Shown as text, never as HTML; a description
 * that is not well-formed XML is shown as it came.
 */
export function prettyXml(source: string): string {
  const document = new DOMParser().parseFromString(source, 'application/xml');
  if (document.getElementsByTagName('parsererror').length > 0 || !document.documentElement) return source;
  const lines: string[] = [];
  write(document.documentElement, 0, lines);
  return lines.join('\n');
}
