import Alert from '@mui/material/Alert';
import type { DocumentShipmentRow } from '@bel/contract';
import { useTranslation } from '../../../lib/translation';
import type { FormFrameProps } from '../../../components/signed-request';
import { formatApiDateTimeMinutes } from '../../../lib/format';
import type { ShipmentValues } from '../model/shipment-form';

/** Above a shipment the bank received: its registry number and when (ADR 0025). */
export function ReceiptFrame({ row, children }: FormFrameProps<DocumentShipmentRow, ShipmentValues>) {
  const { t } = useTranslation('documentShipments');
  const receipt =
    row?.registro_banco && row.fecha_recepcion ? (
      <Alert severity="success">{t('form.received', { receipt: row.registro_banco, at: formatApiDateTimeMinutes(row.fecha_recepcion) })}</Alert>
    ) : row?.estado_solicitud === 2 ? (
      <Alert severity="info">{t('form.sent')}</Alert>
    ) : undefined;
  return <>{children({ notice: receipt })}</>;
}
