import * as React from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';

const sections = [
  { label: 'Overview', href: '#project-overview' },
  { label: 'Issues', href: '#project-issues' },
  { label: 'Releases', href: '#project-releases' },
];

export default function NavTabs() {
  const [value, setValue] = React.useState(0);

  return (
    <Box sx={{ width: '100%' }}>
      <Tabs
        value={value}
        onChange={(_event: React.SyntheticEvent, newValue: number) => setValue(newValue)}
        aria-label="Project sections"
        role="navigation"
      >
        {sections.map((section, index) => (
          <Tab
            key={section.href}
            component="a"
            href={section.href}
            label={section.label}
            aria-current={value === index ? 'page' : undefined}
            // A real app navigates here; the demo stays on this page.
            onClick={(event: React.MouseEvent<HTMLAnchorElement>) => event.preventDefault()}
          />
        ))}
      </Tabs>
    </Box>
  );
}
