import Drawer from '@mui/material/Drawer';
import { Suspense, useId, useState } from 'react';
import { lazyComponent } from '../../../lib/lazy-component';
import { toast } from '../../../lib/toast';
import { useRates } from '../api/rates';
import { panelRows } from '@bel/contract/tables';
import { PageLoader } from '../../../components/ui/page-loader';
import { CONVERTER_DEFAULTS, type ConverterState } from './converter-state';
import { RatesTableCard } from './rates-table-card';

// The converter checks its amount with the contract's zod schema; loaded when first opened, it
// keeps zod out of every signed-in page's start (ADR 0065).
const ConverterCard = lazyComponent(() => import('./converter-card').then((m) => m.ConverterCard));

/**
 * The rates panel's drawer, in its own chunk: the drawer, its cards and their table load on first
 * use. Mounted from then on, it keeps the converter's entries between openings.
 */
export function RatesDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const titleId = useId();
  const [mode, setMode] = useState<'table' | 'converter'>('table');
  const [converter, setConverter] = useState<ConverterState>(CONVERTER_DEFAULTS);
  const rates = useRates(open);

  const refresh = async () => {
    const answer = await rates.refetch();
    if (answer.isError) toast.error('msg.error.dataServer', { placement: 'shell' });
  };

  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      keepMounted={false}
      // Over the desktop app bar, which sits above the navigation drawer.
      sx={{ zIndex: (theme) => theme.zIndex.modal }}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-modal': true,
          'aria-labelledby': titleId,
          sx: { width: { xs: '100vw', sm: 400 }, maxWidth: '100vw', display: 'flex', flexDirection: 'column' },
        },
      }}
    >
      {mode === 'table' ? (
        <RatesTableCard
          titleId={titleId}
          rows={rates.data ? panelRows(rates.data) : undefined}
          loading={rates.isFetching}
          failed={rates.isError}
          onRefresh={() => void refresh()}
          onConverter={() => setMode('converter')}
          onClose={onClose}
        />
      ) : (
        <Suspense fallback={<PageLoader />}>
          <ConverterCard titleId={titleId} state={converter} onChange={setConverter} onClose={() => setMode('table')} />
        </Suspense>
      )}
    </Drawer>
  );
}
