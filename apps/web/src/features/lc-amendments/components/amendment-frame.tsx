import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DownloadIcon from '@mui/icons-material/Download';
import { useQuery } from '@tanstack/react-query';
import {
  LC_AMENDMENT_FINISHED,
  LC_REFERENCE,
  LcAmendmentState,
  addDaysYmd,
  LC_EXPIRY_AFTER_SHIPMENT_DAYS,
  lcAmendmentFields,
  lcAmendmentFileName,
  lcAmendmentSchema,
  View,
  type LcAmendmentLetter,
  type LcAmendmentRow,
  type LcPartyCharged,
} from '@bel/contract';
import { useMemo, useState } from 'react';
import { useTranslation } from '../../../lib/translation';
import { Link } from 'react-router';
import { z } from 'zod';
import { HeaderCards } from '../../../components/query-view/header-cards';
import type { FormFrameProps, RequestUsers } from '../../../components/signed-request';
import { PageLoader } from '../../../components/ui/page-loader';
import { formatAmount, formatYmd } from '../../../lib/format';
import { replyText, useErrorText } from '../../../lib/i18n';
import { viewQueryKey } from '../../../lib/query-client';
import { reportFailure } from '../../../lib/toast';
import { downloadSwift, loadAudit, loadLetter, type AmendmentValues } from '../api/lc-amendment-calls';
import { amendmentFields } from './amendment-fields';

const S = LcAmendmentState;
/** The form's own values: the fields and the letter they amend (kept, not edited). */
const valuesShape = lcAmendmentFields.extend({ lcNumber: z.string(), applicantAcc: z.string() });

function Problem({ code }: { code: string }) {
  const { t } = useTranslation('requests');
  const errorText = useErrorText();
  return (
    <Alert
      severity="warning"
      action={
        <Button component={Link} to={`/home/${View.lcAmendment}/table`} color="inherit" size="small">
          {t('actions.back')}
        </Button>
      }
    >
      {errorText(code)}
    </Alert>
  );
}

/** Spec §4: what opening an amendment past its signatures says (processing, authorized, rejected, deleted). */
function StateNotice({ row }: { row: LcAmendmentRow }) {
  const { t } = useTranslation('lcAmendments');
  const [busy, setBusy] = useState(false);
  // A bank's reply is a code; a signer's or negotiator's reason is their own words, shown as written.
  const reply = replyText(row.respuesta) ?? '';
  if (row.estado === S.processing) return <Alert severity="info">{t('notice.processing')}</Alert>;
  if (row.estado === S.authorized)
    return (
      <Alert severity="success">
        {t('notice.authorized')}
        <Box sx={{ mt: 1 }}>
          <Button
            variant="outlined"
            color="inherit"
            size="small"
            startIcon={<DownloadIcon />}
            disabled={busy}
            sx={{ textTransform: 'none', overflowWrap: 'anywhere' }}
            onClick={() => {
              setBusy(true);
              void downloadSwift(row).finally(() => setBusy(false));
            }}
          >
            {t('notice.download', { file: lcAmendmentFileName(row.referencia) })}
          </Button>
        </Box>
      </Alert>
    );
  if (row.estado === S.rejected)
    return (
      <Alert severity="warning">
        <strong>{t('notice.rejected')}</strong> {reply}
      </Alert>
    );
  if (row.estado === S.deleted)
    return (
      <Alert severity="warning">
        <strong>{t('notice.deleted')}</strong> {reply}
      </Alert>
    );
  return null;
}

/**
 * The amendment form's frame (spec §2, §5): loads the letter (getData) for the summary header
 * and the §5 rules, which read its current dates, and the latest amendment's audit
 * (getDataPending) for the days in the signature panel. A new amendment takes its letter from
 * the add dialog's `ref`; a letter the company lacks or may not amend stops here.
 */
export function AmendmentFrame({ row, params, children }: FormFrameProps<LcAmendmentRow, AmendmentValues>) {
  const { t } = useTranslation('lcAmendments');
  const reference = row?.referencia ?? params.get('ref') ?? '';
  const known = LC_REFERENCE.test(reference);
  const letter = useQuery({
    queryKey: viewQueryKey(View.lcAmendment, 'letter', reference),
    enabled: known,
    queryFn: async () => {
      const result = await loadLetter(reference);
      if (!result.ok) reportFailure(result.error);
      return result.ok ? result.data : null;
    },
  });
  const audit = useQuery({
    queryKey: viewQueryKey(View.lcAmendment, 'audit', reference, row?.enmienda_id ?? 0, row?.ultima_fecha_modificacion ?? ''),
    enabled: known && row !== null,
    queryFn: async () => {
      const result = await loadAudit(reference, row!.enmienda_id);
      return result.ok ? result.data : null;
    },
  });
  const found: LcAmendmentLetter | null | undefined = letter.data;
  const extras = useMemo(() => {
    if (!found) return null;
    const current = { latestShipment: found.LATEST_SHIPMENT ?? found.EXPIRY_DATE, expiryDate: found.EXPIRY_DATE };
    const initial: AmendmentValues = { lcNumber: found.LC_NUMBER, applicantAcc: found.APPLICANT_ACC, ...current, partyCharged: '' as LcPartyCharged };
    return {
      schema: lcAmendmentSchema(current, valuesShape),
      initial,
      fields: amendmentFields(current.latestShipment, addDaysYmd(current.latestShipment, LC_EXPIRY_AFTER_SHIPMENT_DAYS)),
      header: (
        <HeaderCards
          cards={[
            {
              title: t('header.title', { reference: found.LC_NUMBER }),
              fields: [
                { label: t('header.number'), value: found.LC_NUMBER },
                { label: t('header.type'), value: t(`creditLetters:type.${found.LC_TYPE}`, { defaultValue: found.LC_TYPE }) },
                { label: t('header.currency'), value: found.LC_CURRENCY },
                { label: t('header.amount'), value: formatAmount(found.LC_AMOUNT), kind: 'amount' },
                { label: t('header.issueDate'), value: formatYmd(found.ISSUE_DATE) },
                { label: t('header.expiryDate'), value: formatYmd(found.EXPIRY_DATE) },
                { label: t('header.latestShipment'), value: formatYmd(found.LATEST_SHIPMENT) || '—' },
                { label: t('header.beneficiary'), value: found.BENEFICIARY },
              ],
            },
          ]}
        />
      ),
    };
  }, [found, t]);

  if (!known) return <Problem code="request.lc.incorrectRef" />;
  if (letter.isPending) return <PageLoader label={t('loadingLetter')} />;
  if (!extras || !found) return <Problem code="msg.warning.noDataFound" />;
  // A new amendment needs a letter it may amend; a stored one is shown whatever became of the letter.
  if (row === null && !found.VALID) return <Problem code="request.lc.invalid" />;
  const people = row ? (audit.data ?? null) : null;
  const users: RequestUsers | undefined = people
    ? {
        negotiators: people.NEGOCIADOR,
        signers: people.FIRMANTE,
        dates: Object.fromEntries([...people.NEGOCIADOR.map((name, i) => [name, formatYmd(people.FECHA_REGISTRO[i])]), ...people.FIRMANTE.map((name, i) => [name, formatYmd(people.FECHA_FIRMA[i])])]),
      }
    : undefined;
  const finished = row !== null && (row.estado === S.processing || LC_AMENDMENT_FINISHED.includes(row.estado));
  return children({ ...extras, users, notice: finished ? <StateNotice row={row} /> : undefined });
}
