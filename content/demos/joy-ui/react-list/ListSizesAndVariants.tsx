import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import WbSunnyOutlined from '@mui/icons-material/WbSunnyOutlined';
import CloudOutlined from '@mui/icons-material/CloudOutlined';

const sizes = ['sm', 'md', 'lg'] as const;

export default function ListSizesAndVariants() {
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'flex-start' }}>
      {sizes.map((size, index) => (
        <div key={size}>
          <Typography level="body-xs" sx={{ fontFamily: 'code', mb: 1 }}>
            size=&quot;{size}&quot;
          </Typography>
          <List
            size={size}
            variant={(['outlined', 'soft', 'plain'] as const)[index]}
            aria-label={`Forecast, ${size} list`}
            sx={{ width: 170, borderRadius: 'sm', '--List-padding': '6px' }}
          >
            <ListItem>
              <ListItemDecorator>
                <WbSunnyOutlined />
              </ListItemDecorator>
              Mon 24°
            </ListItem>
            <ListItem>
              <ListItemDecorator>
                <CloudOutlined />
              </ListItemDecorator>
              Tue 19°
            </ListItem>
          </List>
        </div>
      ))}
    </Stack>
  );
}
