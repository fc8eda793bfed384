import * as React from 'react';
import Accordion from '@mui/material/Accordion';
import AccordionActions from '@mui/material/AccordionActions';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';

export default function AccordionWithActions() {
  const [savedDigest, setSavedDigest] = React.useState<boolean>(true);
  const [digest, setDigest] = React.useState<boolean>(true);
  const unchanged = digest === savedDigest;

  return (
    <Accordion defaultExpanded sx={{ width: '100%', maxWidth: 560 }}>
      <AccordionSummary expandIcon={<ExpandMoreIcon />} id="email-header" aria-controls="email-content">
        <Typography>Email notifications</Typography>
      </AccordionSummary>
      <AccordionDetails>
        <FormControlLabel
          control={<Switch checked={digest} onChange={(event: React.ChangeEvent<HTMLInputElement>) => setDigest(event.target.checked)} />}
          label="Send me a weekly digest"
        />
      </AccordionDetails>
      <AccordionActions>
        <Button disabled={unchanged} onClick={() => setDigest(savedDigest)}>
          Discard
        </Button>
        <Button variant="contained" disabled={unchanged} onClick={() => setSavedDigest(digest)}>
          Save
        </Button>
      </AccordionActions>
    </Accordion>
  );
}
