import * as React from 'react';
import MuiAccordion, { AccordionProps } from '@mui/material/Accordion';
import MuiAccordionDetails from '@mui/material/AccordionDetails';
import MuiAccordionSummary, { AccordionSummaryProps } from '@mui/material/AccordionSummary';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';

// Flat panels separated by borders, with no shadow, gutters or rounded corners.
// Colors go through sx, whose palette keys follow light and dark mode.
const Accordion = styled((props: AccordionProps) => (
  <MuiAccordion disableGutters elevation={0} square sx={{ border: 1, borderColor: 'divider' }} {...props} />
))({
  '&:not(:last-child)': { borderBottom: 0 },
  // The default divider line between panels is a pseudo-element; the borders replace it.
  '&::before': { display: 'none' },
});

// The icon moves to the start with row-reverse, and turns a quarter instead of a half.
const AccordionSummary = styled((props: AccordionSummaryProps) => (
  <MuiAccordionSummary expandIcon={<ChevronRightIcon />} sx={{ bgcolor: 'action.hover' }} {...props} />
))(({ theme }) => ({
  flexDirection: 'row-reverse',
  '& .MuiAccordionSummary-expandIconWrapper.Mui-expanded': { transform: 'rotate(90deg)' },
  '& .MuiAccordionSummary-content': { marginLeft: theme.spacing(1) },
}));

function AccordionDetails(props: React.ComponentProps<typeof MuiAccordionDetails>) {
  return <MuiAccordionDetails sx={{ p: 2, borderTop: 1, borderColor: 'divider' }} {...props} />;
}

const sections = [
  { id: 'shipping', title: 'Shipping', body: 'Orders placed before 2 p.m. leave the warehouse the same day.' },
  { id: 'returns', title: 'Returns', body: 'Return unworn items within 30 days with the prepaid label in the box.' },
  { id: 'sizing', title: 'Sizing', body: 'Our sizes run small: if you are between two sizes, pick the larger one.' },
];

export default function CustomizedAccordions() {
  const [expanded, setExpanded] = React.useState<string | false>('shipping');

  return (
    <div>
      {sections.map((section) => (
        <Accordion key={section.id} expanded={expanded === section.id} onChange={(_event, open) => setExpanded(open ? section.id : false)}>
          <AccordionSummary id={`customized-${section.id}-header`} aria-controls={`customized-${section.id}-content`}>
            <Typography>{section.title}</Typography>
          </AccordionSummary>
          <AccordionDetails>
            <Typography variant="body2">{section.body}</Typography>
          </AccordionDetails>
        </Accordion>
      ))}
    </div>
  );
}
