import FilledInput from '@mui/material/FilledInput';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import Input from '@mui/material/Input';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import Stack from '@mui/material/Stack';

export default function ComposedInputs() {
  return (
    <Stack direction="row" spacing={2} flexWrap="wrap" useFlexGap>
      <FormControl variant="standard">
        <InputLabel htmlFor="team-name">Team name</InputLabel>
        <Input id="team-name" defaultValue="Night Owls" aria-describedby="team-name-help" />
        <FormHelperText id="team-name-help">Shown on the leaderboard</FormHelperText>
      </FormControl>
      <FormControl variant="filled">
        <InputLabel htmlFor="team-motto">Motto</InputLabel>
        <FilledInput id="team-motto" aria-describedby="team-motto-help" />
        <FormHelperText id="team-motto-help">Optional, up to 40 characters</FormHelperText>
      </FormControl>
      <FormControl error>
        <InputLabel htmlFor="team-code">Invite code</InputLabel>
        <OutlinedInput id="team-code" label="Invite code" defaultValue="OWL-0" aria-describedby="team-code-help" />
        <FormHelperText id="team-code-help">Codes have six characters</FormHelperText>
      </FormControl>
    </Stack>
  );
}
