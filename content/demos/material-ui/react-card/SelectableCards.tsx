import * as React from 'react';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import Box from '@mui/material/Box';

const sizes = [
  { id: 'small', title: 'Small', detail: '2 vCPU · 4 GB' },
  { id: 'medium', title: 'Medium', detail: '4 vCPU · 8 GB' },
  { id: 'large', title: 'Large', detail: '8 vCPU · 32 GB' },
];

export default function SelectableCards() {
  const [selected, setSelected] = React.useState('medium');

  return (
    <Box
      role="group"
      aria-label="Server size"
      sx={{ width: '100%', display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))', gap: 2 }}
    >
      {sizes.map((size) => {
        const active = selected === size.id;
        return (
          <Card key={size.id} variant="outlined" sx={{ borderColor: active ? 'primary.main' : 'divider' }}>
            <CardActionArea
              onClick={() => setSelected(size.id)}
              aria-pressed={active}
              data-active={active ? '' : undefined}
              sx={{
                height: '100%',
                '&[data-active]': {
                  bgcolor: 'action.selected',
                  // Keep the selected tint under the pointer too.
                  '&:hover': { bgcolor: 'action.selected' },
                },
              }}
            >
              <CardContent>
                <Typography variant="subtitle1" component="span" display="block" fontWeight={600}>
                  {size.title}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {size.detail}
                </Typography>
              </CardContent>
            </CardActionArea>
          </Card>
        );
      })}
    </Box>
  );
}
