import { useTranslation } from '../../lib/translation';
import type { ViewProps } from '../../lib/views';
import { ViewFrame } from '../ui/view-frame';
import { QueryResults, type ResultsConfig } from './query-results';

/**
 * A query screen without a search form (spec §2: account balance): /home/{view}/table only,
 * the view's title and the shared results phase over rows the screen loads itself (null
 * while loading). The rows are also the answer the header cards read; `input` is what the
 * screen loaded them with, for the gateway's export.
 */
export function TableView<Row, Input>({ viewKey, entitlement, subPath, config, rows, input }: ViewProps & { config: ResultsConfig<readonly Row[], Row>; rows: readonly Row[] | null; input: Input }) {
  const { t } = useTranslation();
  return (
    <ViewFrame title={t(config.layout.title)} redirectTo={subPath === 'table' ? undefined : `/home/${viewKey}/table`}>
      <QueryResults viewKey={viewKey} entitlement={entitlement} config={config} answer={rows} rows={rows} input={input} />
    </ViewFrame>
  );
}
