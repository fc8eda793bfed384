import Masonry from '@mui/lab/Masonry';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';

const questions: { question: string; answer: string }[] = [
  { question: 'Can I pause my plan?', answer: 'Yes, for up to three months a year from the billing page.' },
  { question: 'Do you ship abroad?', answer: 'We ship to 30 countries. Customs fees are shown at checkout, before you pay.' },
  {
    question: 'How do returns work?',
    answer: 'Print the label from your order page and drop the parcel at any post office within 30 days.',
  },
  { question: 'Is there a student discount?', answer: 'Students get 20% off with a valid school email address.' },
  { question: 'Can I change my address?', answer: 'Until the order is packed, usually within two hours of ordering.' },
  { question: 'Which payment methods?', answer: 'Cards, bank transfer and invoices for business accounts.' },
];

export default function AccordionMasonry() {
  return (
    <Masonry columns={{ xs: 1, sm: 2, md: 3 }} spacing={{ xs: 1, sm: 1, md: 1 }} defaultColumns={1} defaultSpacing={1} defaultHeight={400}>
      {questions.map((item, index) => (
        <Accordion key={item.question} disableGutters sx={{ '&::before': { display: 'none' } }}>
          <AccordionSummary expandIcon={<ExpandMoreIcon />} id={`faq-header-${index}`} aria-controls={`faq-content-${index}`}>
            <Typography variant="subtitle2" component="span">
              {item.question}
            </Typography>
          </AccordionSummary>
          <AccordionDetails>
            <Typography variant="body2" color="text.secondary">
              {item.answer}
            </Typography>
          </AccordionDetails>
        </Accordion>
      ))}
    </Masonry>
  );
}
