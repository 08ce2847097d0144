import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import AddIcon from '@mui/icons-material/Add';
import DrawOutlinedIcon from '@mui/icons-material/DrawOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import RefreshIcon from '@mui/icons-material/Refresh';
import type { SessionUser } from '@bel/contract';
import { useCallback, useMemo, useState } from 'react';
import type { FieldValues } from 'react-hook-form';
import { useTranslation } from '../../lib/translation';
import { useNavigate } from 'react-router';
import { useErrorText } from '../../lib/i18n';
import { useViewState } from '../../lib/view-store';
import { initialTableState, ResultsTable } from '../ui/results-table';
import type { TableState } from '../ui/results-table';
import { canCreate, formPath, rowActions } from './request-actions';
import { newRequestActor, newRequestFacts } from './signed-row';
import { RequestMode } from './types';
import type { RequestViewConfig } from './types';
import { reloadRequests } from './use-request-list';

interface RequestTableProps<Row, V extends FieldValues> {
  viewKey: string;
  roles: readonly string[];
  user: SessionUser;
  config: RequestViewConfig<Row, V>;
  /** `null` while loading. */
  rows: readonly Row[] | null;
  fetching: boolean;
}

/**
 * The requests table (spec §2): see details, modify and sign on each row, enabled exactly as
 * the machine allows; refresh, and add for those who may create.
 */
export function RequestTable<Row, V extends FieldValues>({ viewKey, roles, user, config, rows, fetching }: RequestTableProps<Row, V>) {
  const { t, i18n } = useTranslation('requests');
  const errorText = useErrorText();
  const navigate = useNavigate();
  const language = i18n.language;
  // Built again only when the language changes: the table's caches are keyed on the columns.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const columns = useMemo(() => config.columns(t), [config, language]);
  const [tableState, setTableState] = useViewState<TableState>(viewKey, 'table', initialTableState);
  const getRowId = useCallback((row: Row) => String(config.rowId(row)), [config]);
  const open = (mode: RequestMode, row?: Row) => void navigate(formPath(viewKey, mode, row === undefined ? undefined : config.rowId(row)));
  const mayAdd = canCreate(config.machine, newRequestFacts(user), newRequestActor(roles));
  const [adding, setAdding] = useState(false);
  const AddDialog = config.AddDialog;

  return (
    <ResultsTable
      label={t(config.title)}
      rows={rows}
      columns={columns}
      getRowId={getRowId}
      state={tableState}
      onStateChange={setTableState}
      emptyText={errorText(config.empty)}
      onSeeDetails={(row) => {
        if (!config.seeDetails?.(row)) open(RequestMode.consultar, row);
      }}
      rowActions={(row, rowLabel) => {
        const allowed = rowActions(config.machine, config.facts(row), config.actor(row, user));
        return (
          <>
            <IconButton size="small" aria-label={t('actions.modify')} aria-describedby={rowLabel} disabled={!allowed.modify} onClick={() => open(RequestMode.modificar, row)}>
              <EditOutlinedIcon fontSize="small" />
            </IconButton>
            <IconButton size="small" aria-label={t('actions.sign')} aria-describedby={rowLabel} disabled={!allowed.sign} onClick={() => open(RequestMode.autorizar, row)}>
              <DrawOutlinedIcon fontSize="small" />
            </IconButton>
          </>
        );
      }}
      toolbar={
        <>
          <Button size="small" variant="outlined" startIcon={<RefreshIcon />} disabled={fetching} onClick={() => void reloadRequests(viewKey)}>
            {t('actions.refresh')}
          </Button>
          {mayAdd && (
            <Button size="small" variant="contained" startIcon={<AddIcon />} onClick={() => (AddDialog ? setAdding(true) : open(RequestMode.new))}>
              {t('actions.add')}
            </Button>
          )}
          {AddDialog && mayAdd && (
            <AddDialog open={adding} rows={rows} onClose={() => setAdding(false)} onAccept={(params) => void navigate(`${formPath(viewKey, RequestMode.new)}?${new URLSearchParams(params).toString()}`)} />
          )}
        </>
      }
    />
  );
}
