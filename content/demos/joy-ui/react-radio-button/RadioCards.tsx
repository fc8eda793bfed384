import * as React from 'react';
import Box from '@mui/joy/Box';
import FormLabel from '@mui/joy/FormLabel';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';
import CloudOutlined from '@mui/icons-material/CloudOutlined';
import DnsOutlined from '@mui/icons-material/DnsOutlined';
import MemoryOutlined from '@mui/icons-material/MemoryOutlined';

const plans = [
  { value: 'shared', name: 'Shared', price: '$5/month', detail: '1 vCPU, 1 GB memory', icon: <CloudOutlined /> },
  { value: 'dedicated', name: 'Dedicated', price: '$40/month', detail: '4 vCPU, 16 GB memory', icon: <DnsOutlined /> },
  { value: 'gpu', name: 'GPU', price: '$320/month', detail: '1 GPU, 8 vCPU, 64 GB memory', icon: <MemoryOutlined /> },
];

export default function RadioCards() {
  const [plan, setPlan] = React.useState('dedicated');
  return (
    <Box>
      <FormLabel id="plan-label" sx={{ mb: 1.5 }}>
        Server type
      </FormLabel>
      <RadioGroup
        aria-labelledby="plan-label"
        name="server-type"
        value={plan}
        onChange={(event) => setPlan(event.target.value)}
        sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))', gap: 1.5 }}
      >
        {plans.map((item) => {
          const checked = plan === item.value;
          return (
            <Sheet
              key={item.value}
              variant="outlined"
              sx={{
                position: 'relative',
                borderRadius: 'md',
                p: 2,
                display: 'flex',
                flexDirection: 'column',
                gap: 0.5,
                boxShadow: checked ? 'sm' : 'none',
              }}
            >
              <Box
                sx={{
                  display: 'flex',
                  alignItems: 'center',
                  justifyContent: 'space-between',
                  color: checked ? 'primary.plainColor' : 'text.icon',
                }}
              >
                {item.icon}
                <Radio
                  value={item.value}
                  overlay
                  slotProps={{
                    input: { 'aria-describedby': `${item.value}-plan-detail` },
                    action: ({ checked: isChecked }) => ({
                      sx: isChecked
                        ? { inset: -1, border: '2px solid', borderColor: 'primary.outlinedColor', borderRadius: 'md' }
                        : { borderRadius: 'md' },
                    }),
                  }}
                  label={item.name}
                  sx={{ flexDirection: 'row-reverse', gap: 1, fontWeight: 'lg' }}
                />
              </Box>
              <Typography id={`${item.value}-plan-detail`} level="body-sm">
                {item.detail} · {item.price}
              </Typography>
            </Sheet>
          );
        })}
      </RadioGroup>
    </Box>
  );
}
