import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';

export default function AccordionOptions() {
  return (
    <Box sx={{ width: '100%', maxWidth: 560 }}>
      <Accordion disableGutters square variant="outlined">
        <AccordionSummary expandIcon={<ExpandMoreIcon />} id="release-header" aria-controls="release-content">
          <Typography>Release notes</Typography>
        </AccordionSummary>
        <AccordionDetails>
          <Typography>Keeps its height when expanded, so the panels below do not jump.</Typography>
        </AccordionDetails>
      </Accordion>
      <Accordion disableGutters square variant="outlined" slotProps={{ transition: { unmountOnExit: true } }}>
        <AccordionSummary expandIcon={<ExpandMoreIcon />} id="archive-header" aria-controls="archive-content">
          <Typography>Archived builds</Typography>
        </AccordionSummary>
        <AccordionDetails>
          <Typography>This content is only mounted while the panel is open.</Typography>
        </AccordionDetails>
      </Accordion>
      <Accordion disableGutters square variant="outlined" disabled>
        <AccordionSummary expandIcon={<ExpandMoreIcon />} id="beta-header" aria-controls="beta-content">
          <Typography>Beta channel (unavailable)</Typography>
        </AccordionSummary>
        <AccordionDetails>
          <Typography>Beta builds are paused for this project.</Typography>
        </AccordionDetails>
      </Accordion>
    </Box>
  );
}
