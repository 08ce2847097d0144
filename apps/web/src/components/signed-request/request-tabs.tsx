import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { useTranslation } from '../../lib/translation';

interface RequestTabsProps<Row> {
  viewKey: string;
  label: string;
  tabs: readonly { label: string; filter?: (row: Row) => boolean }[];
  rows: readonly Row[] | null;
  /** The table, given the rows of the chosen tab. */
  children: (rows: readonly Row[] | null) => ReactNode;
}

/** Tabs over a request table (the LC amendments' FECHA tab): each lists the rows its filter keeps. */
export function RequestTabs<Row>({ viewKey, label, tabs, rows, children }: RequestTabsProps<Row>) {
  const { t } = useTranslation('requests');
  const [chosen, setChosen] = useState(0);
  const tab = tabs[chosen] ?? tabs[0]!;
  const filter = tab.filter;
  const shown = rows && filter ? rows.filter(filter) : rows;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, minWidth: 0 }}>
      <Tabs value={chosen} onChange={(_event, value: number) => setChosen(value)} aria-label={label} variant="scrollable" allowScrollButtonsMobile sx={{ borderBottom: 1, borderColor: 'divider' }}>
        {tabs.map((item, index) => (
          <Tab key={item.label} id={`${viewKey}-tab-${index}`} aria-controls={`${viewKey}-tabpanel`} label={t(item.label)} />
        ))}
      </Tabs>
      <Box role="tabpanel" id={`${viewKey}-tabpanel`} aria-labelledby={`${viewKey}-tab-${chosen}`} sx={{ minWidth: 0 }}>
        {children(shown)}
      </Box>
    </Box>
  );
}
