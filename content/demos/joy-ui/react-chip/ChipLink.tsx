import Chip from '@mui/joy/Chip';
import Stack from '@mui/joy/Stack';
import LocalOfferOutlined from '@mui/icons-material/LocalOfferOutlined';

const topics = [
  { label: 'Typography', href: '/joy-ui/react-typography' },
  { label: 'Chip', href: '/joy-ui/react-chip' },
];

export default function ChipLink() {
  return (
    <Stack direction="row" spacing={1}>
      {topics.map((topic) => (
        <Chip
          key={topic.href}
          variant="outlined"
          color="neutral"
          startDecorator={<LocalOfferOutlined />}
          slotProps={{ action: { component: 'a', href: topic.href } }}
        >
          {topic.label}
        </Chip>
      ))}
    </Stack>
  );
}
