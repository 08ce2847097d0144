import Fab from '@mui/material/Fab';
import Tooltip from '@mui/material/Tooltip';
import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import { useEffect, useRef } from 'react';
import { useTranslation } from '../../../lib/translation';

/** How long the narrow-screen tooltip stays up on its own. */
const TOOLTIP_MS = 8000;

interface AssistantButtonProps {
  panelId: string;
  tooltip: boolean;
  onTooltipChange: (open: boolean) => void;
  /** The panel was just closed by the person: focus comes back here. */
  takeFocus: boolean;
  onOpen: () => void;
}

/**
 * The closed sign-in assistant: a button with a tooltip (spec §2). Its own chunk, so a wide
 * screen, where the assistant starts open, does not load the tooltip's positioning (ADR 0041).
 */
export function AssistantButton({ panelId, tooltip, onTooltipChange, takeFocus, onOpen }: AssistantButtonProps) {
  const { t } = useTranslation('assistant');
  const fabRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!tooltip) return;
    const timer = window.setTimeout(() => onTooltipChange(false), TOOLTIP_MS);
    return () => window.clearTimeout(timer);
  }, [tooltip, onTooltipChange]);

  // Mounted when the panel closes, possibly a moment later (its code loads then): focus on mount.
  useEffect(() => {
    if (takeFocus) fabRef.current?.focus();
  }, [takeFocus]);

  return (
    <Tooltip
      title={t('tooltip')}
      open={tooltip}
      placement="left"
      arrow
      onOpen={() => onTooltipChange(true)}
      onClose={() => onTooltipChange(false)}
      // Kept inside the page's main landmark rather than at the end of <body>.
      slotProps={{ popper: { disablePortal: true } }}
    >
      <Fab
        ref={fabRef}
        color="primary"
        aria-label={t('open')}
        aria-expanded={false}
        aria-controls={panelId}
        onClick={() => {
          onTooltipChange(false);
          onOpen();
        }}
        sx={{ position: 'fixed', right: { xs: 16, sm: 24 }, bottom: { xs: 16, sm: 24 }, zIndex: (theme) => theme.zIndex.speedDial }}
      >
        <SupportAgentIcon />
      </Fab>
    </Tooltip>
  );
}
