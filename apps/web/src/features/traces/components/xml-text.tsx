import Box from '@mui/material/Box';
import { prettyXml } from '../model/pretty-xml';

/** A trace's description as indented, monospaced XML text: React escapes it, nothing is parsed as HTML. */
export function XmlText({ xml }: { xml: string }) {
  return (
    <Box
      component="pre"
      sx={{
        m: 0,
        p: 1,
        fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace',
        fontSize: '0.8125rem',
        lineHeight: 1.5,
        whiteSpace: 'pre-wrap',
        overflowWrap: 'anywhere',
        bgcolor: 'grey.100',
        borderRadius: 1,
      }}
    >
      {prettyXml(xml)}
    </Box>
  );
}
