import Box from '@mui/material/Box';
import Fab from '@mui/material/Fab';
import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import { useEffect, useId, useRef } from 'react';
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
 * The closed sign-in assistant: a button with a tooltip (spec §2). The tooltip sits beside the
 * button in the same fixed box, laid out by CSS: MUI's Tooltip measured and placed it with
 * Popper and grew it in, which on a phone was the longest task of the page's start (ADR 0056).
 * It opens on its own on narrow screens, and on hover or keyboard focus; Escape or leaving closes it.
 */
export function AssistantButton({ panelId, tooltip, onTooltipChange, takeFocus, onOpen }: AssistantButtonProps) {
  const { t } = useTranslation('assistant');
  const fabRef = useRef<HTMLButtonElement>(null);
  const tooltipId = useId();

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
    <Box
      onMouseEnter={() => onTooltipChange(true)}
      onMouseLeave={() => onTooltipChange(false)}
      sx={{ position: 'fixed', right: { xs: 16, sm: 24 }, bottom: { xs: 16, sm: 24 }, zIndex: (theme) => theme.zIndex.speedDial, display: 'flex', alignItems: 'center', gap: 1.5 }}
    >
      {tooltip && (
        <Box
          id={tooltipId}
          role="tooltip"
          sx={(theme) => ({
            position: 'relative',
            maxWidth: { xs: 'calc(100vw - 100px)', sm: 300 },
            px: 1,
            py: 0.5,
            borderRadius: 1,
            bgcolor: 'grey.700',
            color: 'common.white',
            fontSize: theme.typography.pxToRem(11),
            fontWeight: theme.typography.fontWeightMedium,
            lineHeight: 1.4,
            // The arrow, pointing at the button.
            '&::after': { content: '""', position: 'absolute', top: '50%', right: -6, mt: '-6px', borderStyle: 'solid', borderWidth: '6px 0 6px 6px', borderColor: 'transparent', borderLeftColor: theme.palette.grey[700] },
          })}
        >
          {t('tooltip')}
        </Box>
      )}
      <Fab
        ref={fabRef}
        color="primary"
        aria-label={t('open')}
        aria-describedby={tooltip ? tooltipId : undefined}
        aria-expanded={false}
        aria-controls={panelId}
        // Only a focus the browser shows (from the keyboard) opens it, as MUI's Tooltip does: a
        // person who closed the panel with the pointer gets the focus back here without the tip.
        onFocus={(event) => {
          if (event.currentTarget.matches(':focus-visible')) onTooltipChange(true);
        }}
        onBlur={() => onTooltipChange(false)}
        onKeyDown={(event) => {
          if (event.key === 'Escape') onTooltipChange(false);
        }}
        onClick={() => {
          onTooltipChange(false);
          onOpen();
        }}
      >
        <SupportAgentIcon />
      </Fab>
    </Box>
  );
}
