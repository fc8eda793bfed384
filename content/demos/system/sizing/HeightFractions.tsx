import { Box } from '@mui/system';

const week = [
  { day: 'Mon', tasks: 12 },
  { day: 'Tue', tasks: 18 },
  { day: 'Wed', tasks: 9 },
  { day: 'Thu', tasks: 24 },
  { day: 'Fri', tasks: 15 },
];
const most = Math.max(...week.map((entry) => entry.tasks));

export default function HeightFractions() {
  return (
    <Box component="figure" m={0} width="100%" maxWidth={420}>
      {/* The bars' parent has a fixed height, so height fractions have something to be a percentage of. */}
      <Box
        component="ul"
        display="flex"
        alignItems="flex-end"
        gap={2}
        height={180}
        m={0}
        p={0}
        borderBottom={1}
        borderColor="divider"
        sx={{ listStyle: 'none' }}
      >
        {week.map((entry) => (
          <Box
            component="li"
            key={entry.day}
            flex={1}
            height={entry.tasks / most}
            minHeight={24}
            display="flex"
            flexDirection="column"
            justifyContent="flex-start"
          >
            <Box
              flexGrow={1}
              borderRadius="8px 8px 0 0"
              bgcolor="secondary.main"
              color="secondary.contrastText"
              textAlign="center"
              fontSize="0.8125rem"
              fontWeight={600}
              pt={0.5}
            >
              {entry.tasks}
            </Box>
          </Box>
        ))}
      </Box>
      <Box display="flex" gap={2} mt={0.5}>
        {week.map((entry) => (
          <Box key={entry.day} flex={1} textAlign="center" fontSize="0.8125rem" color="text.secondary">
            {entry.day}
            <Box component="code" dir="ltr" display="block" fontFamily="monospace" fontSize="0.6875rem">
              {entry.tasks === most ? '1' : `${entry.tasks}/${most}`}
            </Box>
          </Box>
        ))}
      </Box>
      <Box component="figcaption" mt={1} fontSize="0.875rem" color="text.secondary">
        Tasks closed per day. Each bar has <code dir="ltr">height={'{tasks / most}'}</code>: a fraction of the tallest bar.
      </Box>
    </Box>
  );
}
