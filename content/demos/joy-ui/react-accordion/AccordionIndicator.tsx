import Accordion from '@mui/joy/Accordion';
import AccordionDetails from '@mui/joy/AccordionDetails';
import AccordionGroup from '@mui/joy/AccordionGroup';
import AccordionSummary, { accordionSummaryClasses } from '@mui/joy/AccordionSummary';
import Avatar from '@mui/joy/Avatar';
import ListItemContent from '@mui/joy/ListItemContent';
import Typography from '@mui/joy/Typography';
import AddRoundedIcon from '@mui/icons-material/AddRounded';
import LockRoundedIcon from '@mui/icons-material/LockRounded';
import NotificationsRoundedIcon from '@mui/icons-material/NotificationsRounded';

export default function AccordionIndicator() {
  return (
    <AccordionGroup
      size="lg"
      sx={{
        maxWidth: 480,
        [`& .${accordionSummaryClasses.indicator}`]: { transition: '0.2s' },
        [`& [aria-expanded="true"] .${accordionSummaryClasses.indicator}`]: { transform: 'rotate(45deg)' },
      }}
    >
      <Accordion>
        <AccordionSummary component="h3" indicator={<AddRoundedIcon />} sx={{ m: 0 }}>
          <Avatar color="primary" size="sm">
            <NotificationsRoundedIcon />
          </Avatar>
          <ListItemContent>
            <Typography level="title-md">Notifications</Typography>
            <Typography level="body-sm">Email, push and weekly digest</Typography>
          </ListItemContent>
        </AccordionSummary>
        <AccordionDetails>Push notifications are on for mentions and direct messages only.</AccordionDetails>
      </Accordion>
      <Accordion>
        <AccordionSummary component="h3" indicator={<AddRoundedIcon />} sx={{ m: 0 }}>
          <Avatar color="success" size="sm">
            <LockRoundedIcon />
          </Avatar>
          <ListItemContent>
            <Typography level="title-md">Privacy</Typography>
            <Typography level="body-sm">Profile visibility and blocked people</Typography>
          </ListItemContent>
        </AccordionSummary>
        <AccordionDetails>Your profile is visible to members of your organization only.</AccordionDetails>
      </Accordion>
    </AccordionGroup>
  );
}
