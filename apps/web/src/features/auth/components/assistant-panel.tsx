import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import DownloadIcon from '@mui/icons-material/Download';
import SendIcon from '@mui/icons-material/Send';
import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import { DOWNLOAD_KEYS, DOWNLOADS } from '@bel/contract';
import { useEffect, useId, useRef } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from '../../../lib/translation';
import { PlainTextField } from '../../../components/ui/plain-text-field';
import { visuallyHidden } from '../../../components/ui/visually-hidden';
import { useLanguage } from '../../../lib/i18n';
import { bestAnswer, FAQ_IDS } from '../assistant-answers';
import type { FaqId } from '../assistant-answers';

/** One exchange: what was asked (a FAQ id or typed text) and which answer it got. */
export interface Exchange {
  id: number;
  question: { faq: FaqId } | { text: string };
  answer: FaqId | null;
}

interface AssistantPanelProps {
  id: string;
  /** The conversation so far: kept by the assistant, so closing the panel does not lose it. */
  log: readonly Exchange[];
  onAsk: (question: Exchange['question'], answer: FaqId | null) => void;
  typed: string;
  onTyped: (text: string) => void;
  /** Opened by the person: focus goes into the panel. Opened by default: the sign-in form keeps it. */
  focusOnOpen: boolean;
  onClose: () => void;
}

/**
 * The open sign-in assistant (spec §2): the conversation, the common questions, the downloads
 * (terms, agreement, authenticator, mobile app, ADR 0019) and a field to type a question. A
 * non-modal dialog: the sign-in form stays usable beside it. Its own chunk, loaded when it
 * opens: a phone starts with the button alone (ADR 0056).
 */
export function AssistantPanel({ id, log, onAsk, typed, onTyped, focusOnOpen, onClose }: AssistantPanelProps) {
  const { t } = useTranslation('assistant');
  const language = useLanguage();
  const titleId = useId();
  const logRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);

  // The newest answer comes into view; the questions and downloads stay below it.
  useEffect(() => {
    if (log.length > 0) logRef.current?.lastElementChild?.scrollIntoView?.({ block: 'nearest' });
  }, [log]);

  useEffect(() => {
    if (focusOnOpen) closeRef.current?.focus();
  }, [focusOnOpen]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = typed.trim();
    if (!text) return;
    onAsk({ text }, bestAnswer(text, (key) => t(`faq.${key}.keywords`)));
    onTyped('');
  };

  return (
    <Paper
      id={id}
      role="dialog"
      aria-modal={false}
      aria-labelledby={titleId}
      elevation={8}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onClose();
      }}
      sx={{
        position: 'fixed',
        right: { xs: 8, sm: 24 },
        bottom: { xs: 8, sm: 24 },
        width: { xs: 'calc(100vw - 16px)', sm: 360 },
        maxHeight: { xs: 'calc(100dvh - 16px)', sm: 'min(620px, calc(100dvh - 120px))' },
        display: 'flex',
        flexDirection: 'column',
        overflow: 'hidden',
        zIndex: (theme) => theme.zIndex.speedDial,
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, px: 2, py: 1.25, bgcolor: 'primary.main', color: 'primary.contrastText', '& :focus-visible': { outlineColor: '#fff' } }}>
        <SupportAgentIcon aria-hidden />
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography id={titleId} component="h2" sx={{ fontWeight: 700, fontSize: '1rem' }}>
            {t('title')}
          </Typography>
          <Typography variant="caption">{t('subtitle')}</Typography>
        </Box>
        <IconButton ref={closeRef} color="inherit" aria-label={t('close')} onClick={onClose} edge="end">
          <CloseIcon />
        </IconButton>
      </Box>

      {/* One scrolling area, so the questions and downloads are reachable at any height. */}
      <Box sx={{ flex: 1, minHeight: 0, overflowY: 'auto', bgcolor: 'background.default' }}>
        <Box ref={logRef} role="log" aria-label={t('conversation')} sx={{ px: 2, py: 1.5, display: 'flex', flexDirection: 'column', gap: 1 }}>
          <Bubble from="bot" label={t('bot')}>
            {t('greeting')}
          </Bubble>
          {log.map((exchange) => (
            <Box key={exchange.id} sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
              <Bubble from="you" label={t('you')}>
                {'faq' in exchange.question ? t(`faq.${exchange.question.faq}.q`) : exchange.question.text}
              </Bubble>
              <Bubble from="bot" label={t('bot')}>
                {exchange.answer ? t(`faq.${exchange.answer}.a`) : t('noMatch')}
              </Bubble>
            </Box>
          ))}
        </Box>
        <Box sx={{ px: 2, pt: 1.25, pb: 1, borderTop: 1, borderColor: 'divider', bgcolor: 'background.paper' }}>
          <Typography component="h3" variant="caption" sx={{ fontWeight: 700, color: 'text.secondary', display: 'block', mb: 0.75 }}>
            {t('questions')}
          </Typography>
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', gap: 0.75 }}>
            {FAQ_IDS.map((id) => (
              <li key={id}>
                <Chip label={t(`faq.${id}.q`)} variant="outlined" color="primary" size="small" onClick={() => onAsk({ faq: id }, id)} />
              </li>
            ))}
          </Box>
          <Typography component="h3" variant="caption" sx={{ fontWeight: 700, color: 'text.secondary', display: 'block', mt: 1.5, mb: 0.5 }}>
            {t('downloads.title')}
          </Typography>
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 0.5 }}>
            {DOWNLOAD_KEYS.map((key) => {
              const file = DOWNLOADS[key][language];
              return (
                <li key={key}>
                  <Link href={file.path} download={file.fileName} sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, fontSize: '0.85rem', py: 0.25 }}>
                    <DownloadIcon sx={{ fontSize: '1rem' }} aria-hidden />
                    {t(`downloads.${key}`)} ({t(file.mimeType === 'application/pdf' ? 'downloads.pdf' : 'downloads.zip')})
                  </Link>
                </li>
              );
            })}
          </Box>
        </Box>
      </Box>

      <Box component="form" onSubmit={submit} sx={{ px: 2, pb: 1.5, pt: 1, borderTop: 1, borderColor: 'divider' }}>
        <PlainTextField
          size="small"
          fullWidth
          label={t('input')}
          value={typed}
          onChange={(event) => onTyped(event.target.value)}
          autoComplete="off"
          slotProps={{
            htmlInput: { maxLength: 200 },
            input: {
              endAdornment: (
                <InputAdornment position="end">
                  <IconButton type="submit" aria-label={t('send')} edge="end" size="small" color="primary">
                    <SendIcon fontSize="small" />
                  </IconButton>
                </InputAdornment>
              ),
            },
          }}
        />
      </Box>
    </Paper>
  );
}

function Bubble({ from, label, children }: { from: 'you' | 'bot'; label: string; children: string }) {
  const mine = from === 'you';
  return (
    <Box
      sx={{
        alignSelf: mine ? 'flex-end' : 'flex-start',
        maxWidth: '88%',
        px: 1.5,
        py: 1,
        borderRadius: 2,
        fontSize: '0.9rem',
        lineHeight: 1.45,
        bgcolor: mine ? 'primary.main' : 'background.paper',
        color: mine ? 'primary.contrastText' : 'text.primary',
        border: mine ? 0 : 1,
        borderColor: 'divider',
      }}
    >
      {/* Who speaks, for screen readers; the side and colour say it visually. */}
      <Box component="span" style={visuallyHidden}>
        {label}:{' '}
      </Box>
      {children}
    </Box>
  );
}
