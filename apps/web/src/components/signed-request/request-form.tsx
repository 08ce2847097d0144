import Alert from '@mui/material/Alert';
import Backdrop from '@mui/material/Backdrop';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { zodResolver } from '@hookform/resolvers/zod';
import { Role } from '@bel/contract';
import type { SessionUser } from '@bel/contract';
import { useMemo, useState } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import type { DefaultValues, FieldValues, Resolver } from 'react-hook-form';
import { useTranslation } from '../../lib/translation';
import { useNavigate } from 'react-router';
import { useLanguage } from '../../lib/i18n';
import { useViewAccounts } from '../query-view';
import { AlertDialog } from './dialogs/alert-dialog';
import { ConfirmDialog } from './dialogs/confirm-dialog';
import { ReasonDialog } from './dialogs/reason-dialog';
import { RequestFields } from './fields/request-fields';
import { formActions, isEditable } from './request-actions';
import { newRequestActor, newRequestFacts } from './signed-row';
import { SignaturePanel } from './signature-panel';
import { RequestMode } from './types';
import type { FormExtras, RequestViewConfig } from './types';
import { useRequestAction } from './use-request-action';
import { useRequestOptions } from './use-request-options';
import { useSignerAccounts } from './use-signer-accounts';

const MODE_TITLE: Readonly<Record<RequestMode, string>> = {
  [RequestMode.new]: 'form.title.new',
  [RequestMode.consultar]: 'form.title.details',
  [RequestMode.modificar]: 'form.title.modify',
  [RequestMode.autorizar]: 'form.title.sign',
};

interface RequestFormProps<Row, V extends FieldValues> {
  viewKey: string;
  roles: readonly string[];
  user: SessionUser;
  config: RequestViewConfig<Row, V>;
  mode: RequestMode;
  /** The stored request; null for a new one. */
  row: Row | null;
  /** What the declaration's Frame loaded: header, notice, and the schema, values and fields it needs. */
  extras?: FormExtras<V>;
}

/**
 * A request's form (spec §2, §4): the declared fields (read-only unless new or a modification
 * the machine allows), the rejection reason, the signature panel, and one button per action
 * the machine allows in this mode, each confirmed first.
 */
export function RequestForm<Row, V extends FieldValues>({ viewKey, roles, user, config, mode, row, extras = {} }: RequestFormProps<Row, V>) {
  const { t } = useTranslation('requests');
  const navigate = useNavigate();
  const language = useLanguage();
  const facts = row ? config.facts(row) : newRequestFacts(user);
  const actor = row ? config.actor(row, user) : newRequestActor(roles);
  const editable = isEditable(config.machine, mode, facts, actor);
  const initial = extras.initial;
  const stored = useMemo(() => (row ? config.form.fromRow(row) : (initial ?? config.form.empty)), [config, row, initial]);
  const fields = extras.fields ?? config.form.fields;
  const form = useForm<V>({
    defaultValues: stored as DefaultValues<V>,
    // A reloaded request shows what it now says, unless the person is editing it.
    values: editable ? undefined : stored,
    resolver: zodResolver((extras.schema ?? config.form.schema) as never) as unknown as Resolver<V>,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  // Where the type says which account the form would be signed on, the user signs only accounts
  // they may sign for (spec §4: authorize-and-send on those), whatever the stored row says.
  const watchesAccount = config.signsFor !== undefined && editable;
  const signerAccounts = useSignerAccounts(viewKey, watchesAccount && roles.includes(Role.signer));
  const values = useWatch({ control: form.control }) as V;
  const signsOn = watchesAccount ? config.signsFor!(values) : '';
  const acting = watchesAccount ? { ...actor, signer: roles.includes(Role.signer) && signsOn !== '' && signerAccounts?.has(signsOn) === true } : actor;
  const actions = formActions(config.machine, mode, facts, acting);
  const runner = useRequestAction(viewKey, config, row, form, extras.sends);
  // Read-only forms load them too, to show the account as 'number - holder'.
  const usesAccounts = fields.some((field) => field.kind === 'account');
  const accounts = useViewAccounts(viewKey, roles, usesAccounts);
  const options = useRequestOptions(viewKey, fields, roles, language);
  const rejection = row ? config.rejection(row) : null;
  const pending = runner.pending;
  // The dialogs keep their texts while they fade out after the choice.
  const [asked, setAsked] = useState(pending);
  if (pending && pending !== asked) setAsked(pending);
  const pendingLabel = asked ? t(`actions.${asked.label}`) : '';
  const pendingText = asked ? t(`confirm.${asked.label}`) : '';

  return (
    <FormProvider {...form}>
      <Paper
        variant="outlined"
        component="form"
        noValidate
        aria-labelledby={`${viewKey}-form-title`}
        onSubmit={(event) => event.preventDefault()}
        sx={{ p: { xs: 1.5, sm: 3 }, maxWidth: 920, display: 'flex', flexDirection: 'column', gap: 2, position: 'relative' }}
      >
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
          <Typography id={`${viewKey}-form-title`} component="h3" variant="h6" sx={{ fontWeight: 700, mr: 'auto' }}>
            {t(MODE_TITLE[mode])}
          </Typography>
          {row && <Chip label={config.stateName(facts.state, t)} color="primary" variant="outlined" size="small" />}
        </Box>
        {extras.notice}
        {extras.header}
        {rejection && (
          <Alert severity="warning">
            <strong>{t(config.rejectionLabel ?? 'form.rejected')}</strong> {rejection}
          </Alert>
        )}
        <RequestFields<V> fields={fields} accounts={accounts} options={options} readOnly={!editable} />
        {row && <SignaturePanel viewKey={viewKey} users={extras.users ?? config.users(row)} required={facts.required} />}
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
          <Button startIcon={<ArrowBackIcon />} onClick={() => void navigate(`/home/${viewKey}/table`)} sx={{ mr: 'auto' }}>
            {t('actions.back')}
          </Button>
          {editable && config.validate && (
            <Button variant="outlined" disabled={runner.busy} onClick={runner.validate}>
              {t('actions.validate')}
            </Button>
          )}
          {actions.map((action) => (
            <Button key={action.action} variant={action === actions[0] ? 'contained' : 'outlined'} color={action.action === 'delete' || action.action === 'reverse' ? 'error' : 'primary'} disabled={runner.busy} onClick={() => runner.ask(action)}>
              {t(`actions.${action.label}`)}
            </Button>
          ))}
        </Box>
        <Backdrop open={runner.busy} sx={{ position: 'absolute', zIndex: 2, bgcolor: 'rgba(255,255,255,0.7)', color: 'primary.main', flexDirection: 'column', gap: 1, borderRadius: 1 }}>
          <CircularProgress aria-hidden />
          <Typography role="status">{t('form.working')}</Typography>
        </Backdrop>
      </Paper>
      <ConfirmDialog
        open={pending !== null && !pending.reason}
        title={pendingLabel}
        text={pendingText}
        confirm={pendingLabel}
        onConfirm={() => pending && void runner.run(pending)}
        onCancel={runner.cancel}
      />
      <ReasonDialog
        open={pending !== null && pending.reason}
        title={pendingLabel}
        text={pendingText}
        label={t('reason.label')}
        confirm={pendingLabel}
        onConfirm={(reason) => pending && void runner.run(pending, reason)}
        onCancel={runner.cancel}
      />
      <AlertDialog message={runner.alert} onClose={runner.closeAlert} />
    </FormProvider>
  );
}
