import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { useId, useState } from 'react';
import { useTranslation } from '../../lib/translation';
import { AmountText } from '../ui/amount-text';
import type { LayoutCard as HeaderCard } from '@bel/contract/tables';

/** A collapsible card of label/value lines above a table (spec §2, §4: expanded or collapsed). */
function CollapsibleCard({ card }: { card: HeaderCard }) {
  const { t } = useTranslation('query');
  const [open, setOpen] = useState(true);
  const bodyId = useId();
  return (
    <Card variant="outlined" sx={{ flex: '1 1 280px', minWidth: 0 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', px: 2, py: 1, bgcolor: 'action.hover' }}>
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700, flex: 1, color: 'primary.main' }}>
          {card.title}
        </Typography>
        <IconButton
          size="small"
          aria-expanded={open}
          aria-controls={bodyId}
          aria-label={t(open ? 'collapse' : 'expand', { title: card.title })}
          onClick={() => setOpen(!open)}
          sx={{ transform: open ? 'rotate(180deg)' : 'none', transition: 'transform 150ms' }}
        >
          <ExpandMoreIcon />
        </IconButton>
      </Box>
      <Collapse in={open} id={bodyId}>
        <CardContent sx={{ py: 1.5, '&:last-child': { pb: 1.5 } }}>
          <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))', gap: 1.5 }}>
            {card.fields.map((field) => (
              <Box key={field.label}>
                <Typography component="dt" variant="body2" color="text.secondary">
                  {field.label}
                </Typography>
                <Typography component="dd" sx={{ m: 0, fontWeight: 600, overflowWrap: 'anywhere' }}>
                  {field.kind === 'amount' ? <AmountText value={field.value} /> : field.value}
                </Typography>
              </Box>
            ))}
          </Box>
        </CardContent>
      </Collapse>
    </Card>
  );
}

export function HeaderCards({ cards }: { cards: readonly HeaderCard[] }) {
  if (cards.length === 0) return null;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
      {cards.map((card) => (
        <CollapsibleCard key={card.title} card={card} />
      ))}
    </Box>
  );
}
