import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';

const questions = [
  {
    id: 'plots',
    question: 'How are garden plots assigned?',
    answer: 'Plots are drawn by lottery every February. Members who tended a plot last season keep it if they renew before the draw.',
  },
  {
    id: 'water',
    question: 'Is water included in the membership fee?',
    answer: 'Yes. Each row of beds has its own tap, and the shared hoses are stored in the green shed next to the gate.',
  },
  {
    id: 'tools',
    question: 'Can I borrow tools?',
    answer: 'Hand tools are free to borrow during opening hours. Sign them out on the clipboard and return them cleaned.',
  },
];

export default function BasicAccordion() {
  return (
    <Box sx={{ width: '100%', maxWidth: 560 }}>
      {questions.map((item) => (
        <Accordion key={item.id}>
          <AccordionSummary expandIcon={<ExpandMoreIcon />} id={`${item.id}-header`} aria-controls={`${item.id}-content`}>
            <Typography>{item.question}</Typography>
          </AccordionSummary>
          <AccordionDetails>
            <Typography color="text.secondary">{item.answer}</Typography>
          </AccordionDetails>
        </Accordion>
      ))}
    </Box>
  );
}
