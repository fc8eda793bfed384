import * as React from 'react';
import List from '@mui/joy/List';
import ListDivider from '@mui/joy/ListDivider';
import ListItem from '@mui/joy/ListItem';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import LocalCafeOutlined from '@mui/icons-material/LocalCafeOutlined';

const insets = ['context', 'gutter', 'startDecorator', 'startContent'] as const;

export default function ListDividers() {
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {insets.map((inset) => (
        <div key={inset}>
          <Typography level="body-xs" sx={{ fontFamily: 'code', mb: 1 }}>
            inset=&quot;{inset}&quot;
          </Typography>
          <List variant="outlined" aria-label={`Menu with ${inset} dividers`} sx={{ width: 170, borderRadius: 'sm' }}>
            {['Espresso', 'Cortado', 'Flat white'].map((drink, index) => (
              <React.Fragment key={drink}>
                {index > 0 && <ListDivider inset={inset} aria-hidden />}
                <ListItem>
                  <ListItemDecorator>
                    <LocalCafeOutlined />
                  </ListItemDecorator>
                  {drink}
                </ListItem>
              </React.Fragment>
            ))}
          </List>
        </div>
      ))}
    </Stack>
  );
}
