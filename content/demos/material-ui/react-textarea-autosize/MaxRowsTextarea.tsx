import Box from '@mui/material/Box';
import TextareaAutosize from '@mui/material/TextareaAutosize';

const draft = [
  'Monday: stand-up moved to 10:00.',
  'Tuesday: design review with the mobile team.',
  'Wednesday: no meetings, focus day.',
  'Thursday: quarterly planning, bring estimates.',
  'Friday: demo of the new onboarding flow.',
  'Saturday and Sunday: nothing planned.',
].join('\n');

export default function MaxRowsTextarea() {
  return (
    <Box
      component={TextareaAutosize}
      minRows={2}
      maxRows={4}
      defaultValue={draft}
      aria-label="Weekly agenda"
      sx={{
        width: '100%',
        maxWidth: 360,
        p: 1.5,
        font: 'inherit',
        color: 'text.primary',
        bgcolor: 'background.paper',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: -1 },
      }}
    />
  );
}
