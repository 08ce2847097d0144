import { IDEMPOTENCY_HEADER, isSessionLoss, RequestAction } from '@bel/contract';
import type { ApiError } from '@bel/contract';
import { useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useTranslation } from '../../lib/translation';
import { useNavigate } from 'react-router';
import { isErrorCode, useErrorText } from '../../lib/i18n';
import { reportFailure, toast } from '../../lib/toast';
import type { AlertMessage } from './dialogs/alert-dialog';
import type { FormAction } from './request-actions';
import type { RequestViewConfig } from './types';
import { reloadRequests } from './use-request-list';

/** An action waiting for the person's confirmation (or reason), with the values it will send. */
export interface PendingAction<V> extends FormAction {
  values: V;
  reason: boolean;
}

/** Actions that send what the form holds now, so the form must be valid first. */
const SENDS_EDITS: readonly RequestAction[] = [RequestAction.create, RequestAction.save, RequestAction.authorizeAndSend];

/** Bad rows listed in the refusal's dialog; the rest are counted (a batch may have a thousand). */
const LISTED_ISSUES = 20;

/**
 * Runs a form's actions (spec §2, §4, §8): confirm (or ask the reason), call, then a success
 * toast with the outcome, back to /table and the table reloads. A refusal says its code as a
 * warning and leaves the form as it was (the list reloads: the request may have moved on).
 */
export function useRequestAction<Row, V extends FieldValues>(viewKey: string, config: RequestViewConfig<Row, V>, row: Row | null, form: UseFormReturn<V>, sends: (values: V) => V = (values) => values) {
  const { t } = useTranslation('requests');
  const errorText = useErrorText();
  const navigate = useNavigate();
  const [pending, setPending] = useState<PendingAction<V> | null>(null);
  const [alert, setAlert] = useState<AlertMessage | null>(null);
  const [busy, setBusy] = useState(false);
  // One key per opened form (this hook lives as long as the form): each action sends it with its
  // name after it, so a retried save is one save, while save and send stay two calls. A refused
  // call stored no answer, so the same key serves the corrected retry.
  const [formKey] = useState(() => crypto.randomUUID());
  const headersFor = (action: RequestAction) => ({ [IDEMPOTENCY_HEADER]: `${formKey}-${action}` });

  const ask = (action: FormAction) => {
    const reason = config.machine.actions[action.action]?.reason === true;
    // Sending unsaved edits to sign saves them first: what is signed is what was shown.
    // A new request sent to sign (saved and sent in one call) sends what the form holds too.
    const sendsEdits = SENDS_EDITS.includes(action.action) || (action.action === RequestAction.sendToSign && (row === null || form.formState.isDirty));
    if (sendsEdits) void form.handleSubmit((values) => setPending({ ...action, values: sends(values), reason }))();
    else setPending({ ...action, values: sends(form.getValues()), reason });
  };

  /**
   * A batch refusal names each bad row (`creditos.3.importe`): each is marked on its field where
   * the form has it, and listed by line (from 1) in the dialog, since a long batch shows few cards.
   */
  const rowIssues = (issues: NonNullable<ApiError['issues']>): string[] => {
    const lines = issues.map(({ field, message }) => {
      if (form.getValues(field as never) !== undefined) form.setError(field as never, { message });
      const index = /\.(\d+)(?:\.|$)/.exec(field)?.[1];
      const text = errorText(message);
      return index === undefined ? text : t('refusedLine', { line: Number(index) + 1, message: text });
    });
    const more = lines.length - LISTED_ISSUES;
    return more > 0 ? [...lines.slice(0, LISTED_ISSUES), t('refusedMore', { count: more })] : lines;
  };

  const refused = (error: ApiError, action?: RequestAction) => {
    if (isSessionLoss(error.statusCode, error.message)) return;
    if (error.field && error.field in form.getValues()) form.setError(error.field as never, { message: error.message });
    const items = error.issues ? rowIssues(error.issues) : undefined;
    const fallback = action && config.failures?.[action];
    if (!isErrorCode(error.message) && !fallback) {
      reportFailure(error);
      return;
    }
    setAlert({ severity: 'warning', title: t('refused'), text: errorText(isErrorCode(error.message) ? error.message : fallback), ...(items ? { items } : {}) });
  };

  const run = async ({ action, values }: PendingAction<V>, reason?: string) => {
    setPending(null);
    const steps = action === RequestAction.sendToSign && row !== null && form.formState.isDirty && config.calls.save ? [RequestAction.save, action] : [action];
    setBusy(true);
    try {
      let outcome = '';
      for (const step of steps) {
        const call = config.calls[step];
        if (!call) return;
        const result = await call({ values, row, reason, headers: headersFor(step) });
        if (!result.ok) {
          refused(result.error, step);
          void reloadRequests(viewKey);
          return;
        }
        outcome = result.data;
      }
      toast.success(isErrorCode(outcome) ? outcome : 'request.done.saved');
      await reloadRequests(viewKey);
      void navigate(`/home/${viewKey}/table`);
    } finally {
      setBusy(false);
    }
  };

  /** The declaration's check-only call on what the form holds: its outcome as a toast, a refusal as a warning. */
  const validate = () =>
    void form.handleSubmit(async (values) => {
      if (!config.validate) return;
      setBusy(true);
      try {
        const result = await config.validate({ values: sends(values), row, headers: {} });
        if (result.ok) toast.success(result.data);
        else refused(result.error);
      } finally {
        setBusy(false);
      }
    })();

  return { pending, ask, run, validate, cancel: () => setPending(null), alert, closeAlert: () => setAlert(null), busy };
}
