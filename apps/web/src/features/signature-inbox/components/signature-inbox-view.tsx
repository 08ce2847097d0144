import IconButton from '@mui/material/IconButton';
import DrawOutlinedIcon from '@mui/icons-material/DrawOutlined';
import type { InboxRow } from '@bel/contract';
import { useNavigate } from 'react-router';
import { TableView } from '../../../components/query-view';
import type { ResultsConfig } from '../../../components/query-view';
import { formPath, RequestMode } from '../../../components/signed-request';
import { dateTimeColumn, textColumn } from '../../../components/ui/results-table';
import { formatAmount } from '../../../lib/format';
import type { ViewProps } from '../../../lib/views';
import { useInbox } from '../api/inbox';

/**
 * Ours: every request awaiting the signer, of any type, oldest first. A row opens in its own
 * view's form, in sign mode (`/home/{vista}/form?mode=autorizar&id={id}`).
 */
export function SignatureInboxView(props: ViewProps) {
  const navigate = useNavigate();
  const rows = useInbox(props.viewKey);
  // A table of its own, not a view the gateway exports: its key names no export layout.
  const config: ResultsConfig<readonly InboxRow[], InboxRow> = {
    layout: {
      key: props.viewKey,
      title: 'signatureInbox:title',
      columns: (t) => [
      textColumn('type', 'signatureInbox:columns.type', (row) => row.tipo, (type) => t(`signatureInbox:types.${String(type)}`, { defaultValue: String(type) })),
      textColumn('reference', 'signatureInbox:columns.reference', (row) => row.referencia),
      textColumn('account', 'signatureInbox:columns.account', (row) => row.cuenta),
      {
        id: 'amount',
        header: 'signatureInbox:columns.amount',
        kind: 'amount',
        align: 'right',
        value: (row) => row.importe,
        format: (value, row) => (value === null || value === undefined ? '' : `${formatAmount(String(value))} ${row.moneda ?? ''}`.trim()),
      },
      textColumn('preparedBy', 'signatureInbox:columns.preparedBy', (row) => row.negociador),
      dateTimeColumn('sent', 'signatureInbox:columns.sent', (row) => row.fecha_envio),
      textColumn('signatures', 'signatureInbox:columns.signatures', (row) => row.firmas, (_value, row) => t('signatureInbox:signatures', { received: row.firmas, required: row.numero_firmas })),
      ],
    },
    rowActions: (row, t) => (
      <IconButton size="small" aria-label={t('signatureInbox:open')} onClick={() => void navigate(formPath(row.vista, RequestMode.autorizar, row.id))}>
        <DrawOutlinedIcon fontSize="small" />
      </IconButton>
    ),
  };
  return <TableView {...props} config={config} rows={rows} input={null} />;
}
