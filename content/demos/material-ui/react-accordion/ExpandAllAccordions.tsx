import * as React from 'react';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';

const questions = [
  { id: 'trial', question: 'Is there a free trial?', answer: 'Yes, every plan starts with 14 days free, and no card is needed.' },
  { id: 'seats', question: 'Can I add seats later?', answer: 'Seats can be added at any time and are billed for the rest of the month.' },
  { id: 'export', question: 'Can I export my data?', answer: 'Settings › Data offers a CSV or JSON export of everything you stored.' },
];

export default function ExpandAllAccordions() {
  const [open, setOpen] = React.useState<string[]>([]);
  const allOpen = open.length === questions.length;

  return (
    <Stack spacing={1}>
      <Button size="small" sx={{ alignSelf: 'flex-end' }} onClick={() => setOpen(allOpen ? [] : questions.map((item) => item.id))}>
        {allOpen ? 'Collapse all' : 'Expand all'}
      </Button>
      <div>
        {questions.map((item) => (
          <Accordion
            key={item.id}
            expanded={open.includes(item.id)}
            onChange={(_event, expanded) =>
              setOpen((current) => (expanded ? [...current, item.id] : current.filter((id) => id !== item.id)))
            }
          >
            <AccordionSummary expandIcon={<ExpandMoreIcon />} id={`faq-${item.id}-header`} aria-controls={`faq-${item.id}-content`}>
              <Typography>{item.question}</Typography>
            </AccordionSummary>
            <AccordionDetails>
              <Typography variant="body2" color="text.secondary">
                {item.answer}
              </Typography>
            </AccordionDetails>
          </Accordion>
        ))}
      </div>
    </Stack>
  );
}
