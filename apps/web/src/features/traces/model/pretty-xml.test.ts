import { describe, expect, it } from 'vitest';
import { prettyXml } from './pretty-xml';

describe('prettyXml', () => {
  it('indents one element a line, keeping text and attributes escaped', () => {
    expect(prettyXml('<request><type>checkbook</type><reason kind="a&amp;b">x &lt;b&gt; &amp; y</reason><empty/></request>')).toBe(
      ['<request>', '  <type>checkbook</type>', '  <reason kind="a&amp;b">x &lt;b&gt; &amp; y</reason>', '  <empty/>', '</request>'].join('\n'),
    );
  });

  it('nests deeper elements', () => {
    expect(prettyXml('<a><b><c>1</c></b></a>')).toBe('<a>\n  <b>\n    <c>1</c>\n  </b>\n</a>');
  });

  it('shows what is not well-formed XML as it came', () => {
    expect(prettyXml('<a><b></a>')).toBe('<a><b></a>');
    expect(prettyXml('plain text')).toBe('plain text');
  });
});
