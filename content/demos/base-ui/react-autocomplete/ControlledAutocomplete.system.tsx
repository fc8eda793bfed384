import * as React from 'react';
import { useAutocomplete } from '@mui/base/useAutocomplete';
import { Popper } from '@mui/base/Popper';
import { styled } from '@mui/system';

const languages = ['C', 'C#', 'Go', 'Java', 'JavaScript', 'Kotlin', 'PHP', 'Python', 'Ruby', 'Rust', 'Swift', 'TypeScript'];

export default function ControlledAutocomplete() {
  // Two states: the chosen option, and the text in the input.
  const [value, setValue] = React.useState<string | null>('TypeScript');
  const [inputValue, setInputValue] = React.useState('TypeScript');

  const {
    getRootProps,
    getInputLabelProps,
    getInputProps,
    getListboxProps,
    getOptionProps,
    getClearProps,
    getPopupIndicatorProps,
    groupedOptions,
    popupOpen,
    dirty,
    focused,
    anchorEl,
    setAnchorEl,
  } = useAutocomplete({
    options: languages,
    value,
    onChange: (_event, newValue) => setValue(newValue),
    inputValue,
    onInputChange: (_event, newInputValue) => setInputValue(newInputValue),
  });

  const options = groupedOptions as string[];

  return (
    <Field>
      <Label {...getInputLabelProps()}>Main language</Label>
      <Root {...getRootProps()} ref={setAnchorEl} className={focused ? 'focused' : undefined}>
        <Input {...getInputProps()} placeholder="Pick a language" />
        {dirty ? (
          <IconButton {...getClearProps()} aria-label="Clear">
            <CrossIcon />
          </IconButton>
        ) : null}
        <IconButton {...getPopupIndicatorProps()} aria-label={popupOpen ? 'Close the list' : 'Open the list'}>
          <Caret className={popupOpen ? 'open' : undefined} />
        </IconButton>
      </Root>
      <State>
        value: <code>{value === null ? 'null' : `'${value}'`}</code>
        <br />
        inputValue: <code>'{inputValue}'</code>
      </State>
      <ListPopper open={popupOpen && anchorEl !== null} anchorEl={anchorEl} placement="bottom-start" role="presentation">
        {options.length > 0 ? (
          <Listbox {...getListboxProps()}>
            {options.map((option, index) => {
              const { key, ...optionProps } = getOptionProps({ option, index }) as React.HTMLAttributes<HTMLLIElement> & {
                key: React.Key;
              };
              return (
                <Option key={key} {...optionProps}>
                  {option}
                </Option>
              );
            })}
          </Listbox>
        ) : (
          <NoResults>No language matches.</NoResults>
        )}
      </ListPopper>
    </Field>
  );
}

const State = styled('p')`
  margin: 6px 0 0;
  font-size: 0.8125rem;
  line-height: 1.6;
  color: #475569;

  [data-mui-color-scheme='dark'] & {
    color: #94a3b8;
  }
`;

function CrossIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 16 16" width="14" height="14">
      <path d="M4.5 4.5l7 7m0-7l-7 7" fill="none" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" />
    </svg>
  );
}

const Field = styled('div')({
  display: 'flex',
  flexDirection: 'column',
  gap: 6,
  width: 300,
  maxWidth: '100%',
});

const Label = styled('label')`
  font-size: 0.875rem;
  font-weight: 600;
  color: #334155;

  [data-mui-color-scheme='dark'] & {
    color: #cbd5e1;
  }
`;

// The root receives the keyboard handling and keeps the focus in the input
// when its other parts are clicked; it is also what the list is placed against.
const Root = styled('div')`
  display: flex;
  align-items: center;
  gap: 2px;
  padding-block: 0;
  padding-inline: 12px 6px;
  font-size: 0.875rem;
  color: #0f172a;
  background-color: #fff;
  border: 1px solid #cbd5e1;
  border-radius: 8px;
  box-shadow: 0 1px 2px rgb(15 23 42 / 0.06);

  &:hover {
    border-color: #94a3b8;
  }

  &.focused {
    border-color: #1d4ed8;
    box-shadow: 0 0 0 3px rgb(59 130 246 / 0.25);
  }

  [data-mui-color-scheme='dark'] & {
    color: #e2e8f0;
    background-color: #0f172a;
    border-color: #475569;
    box-shadow: none;
  }

  [data-mui-color-scheme='dark'] &.focused {
    border-color: #60a5fa;
    box-shadow: 0 0 0 3px rgb(96 165 250 / 0.3);
  }
`;

const Input = styled('input')`
  flex: 1;
  min-width: 0;
  padding: 9px 0;
  font: inherit;
  line-height: 1.5;
  color: inherit;
  background: transparent;
  border: 0;
  outline: 0;

  &::placeholder {
    color: #94a3b8;
  }

  [data-mui-color-scheme='dark'] &::placeholder {
    color: #64748b;
  }
`;

const IconButton = styled('button')`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex-shrink: 0;
  width: 28px;
  height: 28px;
  padding: 0;
  color: #64748b;
  background: transparent;
  border: 0;
  border-radius: 6px;
  cursor: pointer;

  &:hover {
    color: #0f172a;
    background-color: #f1f5f9;
  }

  [data-mui-color-scheme='dark'] & {
    color: #94a3b8;
  }

  [data-mui-color-scheme='dark'] &:hover {
    color: #e2e8f0;
    background-color: #1e293b;
  }
`;

const Caret = styled('span')`
  border-left: 5px solid transparent;
  border-right: 5px solid transparent;
  border-top: 5px solid currentColor;
  transition: transform 120ms ease;

  &.open {
    transform: rotate(180deg);
  }
`;

const ListPopper = styled(Popper)({
  zIndex: 10,
});

const listStyles = `
  box-sizing: border-box;
  width: 300px;
  max-width: calc(100vw - 32px);
  margin: 6px 0;
  padding: 6px;
  font-family: inherit;
  font-size: 0.875rem;
  color: #0f172a;
  background-color: #fff;
  border: 1px solid #e2e8f0;
  border-radius: 10px;
  box-shadow: 0 8px 24px rgb(15 23 42 / 0.12);

  [data-mui-color-scheme='dark'] & {
    color: #e2e8f0;
    background-color: #0f172a;
    border-color: #334155;
    box-shadow: 0 8px 24px rgb(0 0 0 / 0.5);
  }
`;

const Listbox = styled('ul')`
  ${listStyles}
  max-height: 280px;
  overflow: auto;
  list-style: none;
`;

const NoResults = styled('div')`
  ${listStyles}
  padding: 10px 12px;
  color: #64748b;
`;

// The hook adds Mui-focused to the highlighted option itself, and
// aria-selected="true" marks the selected one.
const Option = styled('li')`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  gap: 12px;
  padding: 8px 10px;
  border-radius: 6px;
  cursor: default;

  &.Mui-focused {
    background-color: #f1f5f9;
  }

  &[aria-selected='true'] {
    font-weight: 600;
    color: #1d4ed8;
    background-color: #eff6ff;
  }

  [data-mui-color-scheme='dark'] &.Mui-focused {
    background-color: #1e293b;
  }

  [data-mui-color-scheme='dark'] &[aria-selected='true'] {
    color: #93c5fd;
    background-color: rgb(59 130 246 / 0.16);
  }
`;
