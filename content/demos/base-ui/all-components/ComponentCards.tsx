import { styled } from '@mui/system';

interface Entry {
  name: string;
  /** The component's page. */
  href: string;
  summary: string;
  exports: string[];
  unstable?: boolean;
}

const GROUPS: { title: string; entries: Entry[] }[] = [
  {
    title: 'Inputs',
    entries: [
      {
        name: 'Autocomplete',
        href: '/base-ui/react-autocomplete',
        summary: 'A text field that filters a list of suggestions as you type. A hook only in this version.',
        exports: ['useAutocomplete'],
      },
      {
        name: 'Button',
        href: '/base-ui/react-button',
        summary: 'Button behavior on any element, with active, focus-visible and disabled states.',
        exports: ['Button', 'useButton'],
      },
      {
        name: 'Input',
        href: '/base-ui/react-input',
        summary: 'A text field with adornments, an error state and multiline support.',
        exports: ['Input', 'useInput'],
      },
      {
        name: 'Number Input',
        href: '/base-ui/react-number-input',
        summary: 'A numeric field with stepper buttons, bounds and keyboard stepping.',
        exports: ['Unstable_NumberInput', 'unstable_useNumberInput'],
        unstable: true,
      },
      {
        name: 'Select',
        href: '/base-ui/react-select',
        summary: 'A button that opens a listbox, for one value or several, with option groups.',
        exports: ['Select', 'Option', 'OptionGroup', 'useSelect', 'useOption'],
      },
      {
        name: 'Slider',
        href: '/base-ui/react-slider',
        summary: 'A value or a range picked along a track, with marks and keyboard steps.',
        exports: ['Slider', 'useSlider'],
      },
      {
        name: 'Switch',
        href: '/base-ui/react-switch',
        summary: 'An on and off control built on a native checkbox.',
        exports: ['Switch', 'useSwitch'],
      },
    ],
  },
  {
    title: 'Data display',
    entries: [
      {
        name: 'Badge',
        href: '/base-ui/react-badge',
        summary: 'A count or a dot attached to the corner of another element.',
        exports: ['Badge', 'useBadge'],
      },
    ],
  },
  {
    title: 'Feedback',
    entries: [
      {
        name: 'Snackbar',
        href: '/base-ui/react-snackbar',
        summary: 'A short message that closes after a delay, on Escape or on a click outside.',
        exports: ['Snackbar', 'useSnackbar'],
      },
    ],
  },
  {
    title: 'Navigation',
    entries: [
      {
        name: 'Menu',
        href: '/base-ui/react-menu',
        summary: 'A button that opens a list of actions, with arrow-key navigation and type-ahead.',
        exports: ['Dropdown', 'MenuButton', 'Menu', 'MenuItem', 'useDropdown', 'useMenuButton', 'useMenu', 'useMenuItem'],
      },
      {
        name: 'Table Pagination',
        href: '/base-ui/react-table-pagination',
        summary: 'Page buttons, a rows-per-page choice and a range label for tables.',
        exports: ['TablePagination'],
      },
      {
        name: 'Tabs',
        href: '/base-ui/react-tabs',
        summary: 'Panels of content behind a row or column of tabs.',
        exports: ['Tabs', 'TabsList', 'Tab', 'TabPanel', 'useTabs', 'useTabsList', 'useTab', 'useTabPanel'],
      },
    ],
  },
  {
    title: 'Utilities',
    entries: [
      {
        name: 'Click-Away Listener',
        href: '/base-ui/react-click-away-listener',
        summary: 'Calls a function when a click or a touch lands outside its child.',
        exports: ['ClickAwayListener'],
      },
      {
        name: 'Focus Trap',
        href: '/base-ui/react-focus-trap',
        summary: 'Keeps keyboard focus inside its child while it is open.',
        exports: ['FocusTrap'],
      },
      {
        name: 'Form Control',
        href: '/base-ui/react-form-control',
        summary: 'Shares disabled, error, required and focus state with the field inside it.',
        exports: ['FormControl', 'useFormControlContext'],
      },
      {
        name: 'Modal',
        href: '/base-ui/react-modal',
        summary: 'Content above the page, with a backdrop, a focus trap and a scroll lock.',
        exports: ['Modal', 'unstable_useModal'],
      },
      {
        name: 'No-SSR',
        href: '/base-ui/react-no-ssr',
        summary: 'Renders its children in the browser only, with a fallback on the server.',
        exports: ['NoSsr'],
      },
      {
        name: 'Popper',
        href: '/base-ui/react-popper',
        summary: 'Positions floating content next to an anchor, with Popper.js.',
        exports: ['Popper'],
      },
      {
        name: 'Popup',
        href: '/base-ui/react-popup',
        summary: 'Positions floating content next to an anchor, with Floating UI and transitions.',
        exports: ['Unstable_Popup'],
        unstable: true,
      },
      {
        name: 'Portal',
        href: '/base-ui/react-portal',
        summary: 'Renders its children in another part of the DOM, by default at the end of the body.',
        exports: ['Portal'],
      },
      {
        name: 'Textarea Autosize',
        href: '/base-ui/react-textarea-autosize',
        summary: 'A textarea that grows and shrinks with its content between a minimum and a maximum.',
        exports: ['TextareaAutosize'],
      },
      {
        name: 'Transitions',
        href: '/base-ui/react-transitions',
        summary: 'Enter and exit effects driven by CSS classes, for Popup and your own components.',
        exports: ['CssTransition', 'CssAnimation'],
      },
    ],
  },
];

export default function ComponentCards() {
  return (
    <Root>
      {GROUPS.map((group) => (
        <section key={group.title} aria-labelledby={`base-ui-group-${group.title.toLowerCase().replace(/ /g, '-')}`}>
          <GroupTitle id={`base-ui-group-${group.title.toLowerCase().replace(/ /g, '-')}`}>{group.title}</GroupTitle>
          <Grid>
            {group.entries.map((entry) => (
              <li key={entry.name}>
                <Card href={entry.href}>
                  <CardTitle>
                    {entry.name}
                    {entry.unstable ? <Tag>Unstable</Tag> : null}
                  </CardTitle>
                  <Summary>{entry.summary}</Summary>
                  <Exports>{entry.exports.join(', ')}</Exports>
                </Card>
              </li>
            ))}
          </Grid>
        </section>
      ))}
    </Root>
  );
}

const Root = styled('div')({
  display: 'flex',
  flexDirection: 'column',
  gap: 24,
  width: '100%',
});

const GroupTitle = styled('h2')`
  margin: 0 0 10px;
  color: #475569;
  font-size: 0.75rem;
  font-weight: 700;
  letter-spacing: 0.08em;
  text-transform: uppercase;

  [data-mui-color-scheme='dark'] & {
    color: #94a3b8;
  }
`;

const Grid = styled('ul')({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(210px, 1fr))',
  gap: 12,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

const Card = styled('a')`
  display: flex;
  flex-direction: column;
  gap: 6px;
  height: 100%;
  box-sizing: border-box;
  padding: 14px 16px;
  border: 1px solid #e2e8f0;
  border-radius: 10px;
  background-color: #fff;
  color: #0f172a;
  text-decoration: none;
  transition:
    border-color 120ms ease,
    box-shadow 120ms ease;

  &:hover {
    border-color: #93c5fd;
    box-shadow: 0 4px 12px rgb(15 23 42 / 0.08);
  }

  &:focus-visible {
    outline: 3px solid #93c5fd;
    outline-offset: 2px;
  }

  [data-mui-color-scheme='dark'] & {
    border-color: #334155;
    background-color: #0f172a;
    color: #f1f5f9;
  }

  [data-mui-color-scheme='dark'] &:hover {
    border-color: #60a5fa;
    box-shadow: 0 4px 12px rgb(0 0 0 / 0.4);
  }
`;

const CardTitle = styled('span')`
  display: flex;
  align-items: center;
  gap: 8px;
  color: #1d4ed8;
  font-size: 0.9375rem;
  font-weight: 600;

  [data-mui-color-scheme='dark'] & {
    color: #93c5fd;
  }
`;

const Tag = styled('span')`
  padding: 1px 6px;
  border: 1px solid #fcd34d;
  border-radius: 999px;
  background-color: #fffbeb;
  color: #92400e;
  font-size: 0.6875rem;
  font-weight: 600;

  [data-mui-color-scheme='dark'] & {
    border-color: #b45309;
    background-color: rgb(251 191 36 / 0.12);
    color: #fcd34d;
  }
`;

const Summary = styled('span')`
  color: #334155;
  font-size: 0.8125rem;
  line-height: 1.5;

  [data-mui-color-scheme='dark'] & {
    color: #cbd5e1;
  }
`;

const Exports = styled('code')`
  margin-top: auto;
  padding-top: 4px;
  color: #64748b;
  font-size: 0.75rem;
  line-height: 1.5;
  overflow-wrap: anywhere;

  [data-mui-color-scheme='dark'] & {
    color: #94a3b8;
  }
`;
