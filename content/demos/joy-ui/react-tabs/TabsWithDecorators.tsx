import * as React from 'react';
import Chip from '@mui/joy/Chip';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import Tabs from '@mui/joy/Tabs';
import TabList from '@mui/joy/TabList';
import Tab from '@mui/joy/Tab';
import InboxRoundedIcon from '@mui/icons-material/InboxRounded';
import StarRoundedIcon from '@mui/icons-material/StarRounded';
import SendRoundedIcon from '@mui/icons-material/SendRounded';

export default function TabsWithDecorators() {
  const [value, setValue] = React.useState<string | number | null>('inbox');
  return (
    <Tabs aria-label="Mail folders" value={value} onChange={(_event, newValue) => setValue(newValue)}>
      <TabList>
        <Tab value="inbox">
          <ListItemDecorator>
            <InboxRoundedIcon />
          </ListItemDecorator>
          Inbox
          <Chip size="sm" variant={value === 'inbox' ? 'solid' : 'soft'} color="primary">
            12
          </Chip>
        </Tab>
        <Tab value="starred">
          <ListItemDecorator>
            <StarRoundedIcon />
          </ListItemDecorator>
          Starred
        </Tab>
        <Tab value="sent">
          <ListItemDecorator>
            <SendRoundedIcon />
          </ListItemDecorator>
          Sent
        </Tab>
      </TabList>
    </Tabs>
  );
}
