import Avatar from '@mui/joy/Avatar';
import Chip from '@mui/joy/Chip';
import Stack from '@mui/joy/Stack';
import BoltRounded from '@mui/icons-material/BoltRounded';
import ArrowForwardRounded from '@mui/icons-material/ArrowForwardRounded';
import VerifiedRounded from '@mui/icons-material/VerifiedRounded';

export default function ChipDecorators() {
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
      <Chip startDecorator={<BoltRounded />} color="warning">
        Express delivery
      </Chip>
      <Chip variant="outlined" endDecorator={<VerifiedRounded />} color="primary">
        Verified seller
      </Chip>
      <Chip size="lg" variant="outlined" startDecorator={<Avatar color="primary">PR</Avatar>}>
        Priya Raman
      </Chip>
      <Chip size="lg" variant="soft" startDecorator={<Avatar>TK</Avatar>}>
        Tomás Kovač
      </Chip>
      <Chip variant="solid" color="neutral" endDecorator={<ArrowForwardRounded />}>
        Next step
      </Chip>
    </Stack>
  );
}
