import * as React from 'react';
import { Select, selectClasses } from '@mui/base/Select';
import { Option, optionClasses } from '@mui/base/Option';
import { SelectOption } from '@mui/base/useOption';
import { styled } from '@mui/system';

const skills = ['TypeScript', 'React', 'Node.js', 'GraphQL', 'PostgreSQL', 'Rust', 'Go', 'Kubernetes'];

export default function MultipleSelect() {
  const id = React.useId();
  const labelId = React.useId();
  return (
    <Field>
      <Label id={labelId} htmlFor={id}>
        Required skills
      </Label>
      <Select
        multiple
        id={id}
        defaultValue={[] as string[]}
        placeholder="Any skill"
        renderValue={renderChips}
        slots={{ root: Trigger, listbox: Listbox, popup: Popup }}
        slotProps={{ listbox: { 'aria-labelledby': labelId } }}
      >
        {skills.map((skill) => (
          <SkillOption key={skill} value={skill} label={skill}>
            <CheckIcon />
            {skill}
          </SkillOption>
        ))}
      </Select>
    </Field>
  );
}

// With `multiple`, renderValue receives an array of the selected options.
// An empty array returns null, so the placeholder shows instead.
function renderChips(selected: SelectOption<string>[]) {
  if (selected.length === 0) return null;
  return (
    <Chips>
      {selected.map((option) => (
        <Chip key={option.value}>{option.label}</Chip>
      ))}
    </Chips>
  );
}

function CheckIcon() {
  return (
    <Check aria-hidden="true" viewBox="0 0 16 16">
      <path d="M3.5 8.5l3 3 6-7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </Check>
  );
}

const Field = styled('div')({
  display: 'flex',
  flexDirection: 'column',
  gap: 6,
  width: 320,
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

const Chips = styled('span')({
  display: 'flex',
  flexWrap: 'wrap',
  gap: 4,
});

const Chip = styled('span')`
  padding: 1px 8px;
  font-size: 0.75rem;
  font-weight: 600;
  line-height: 1.5;
  color: #1e40af;
  background-color: #dbeafe;
  border-radius: 999px;

  [data-mui-color-scheme='dark'] & {
    color: #bfdbfe;
    background-color: rgb(59 130 246 / 0.24);
  }
`;

const Trigger = styled('button')`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  width: 100%;
  min-height: 40px;
  padding: 7px 12px;
  font-family: inherit;
  font-size: 0.875rem;
  line-height: 1.5;
  text-align: start;
  color: #0f172a;
  background-color: #fff;
  border: 1px solid #cbd5e1;
  border-radius: 8px;
  box-shadow: 0 1px 2px rgb(15 23 42 / 0.06);
  cursor: pointer;
  transition: border-color 120ms ease;

  &::after {
    content: '';
    flex-shrink: 0;
    border-left: 5px solid transparent;
    border-right: 5px solid transparent;
    border-top: 5px solid currentColor;
    transition: transform 120ms ease;
  }

  &:hover {
    border-color: #94a3b8;
  }

  &.${selectClasses.expanded} {
    border-color: #1d4ed8;
  }

  &.${selectClasses.expanded}::after {
    transform: rotate(180deg);
  }

  &.${selectClasses.focusVisible} {
    outline: 3px solid #93c5fd;
    outline-offset: 2px;
  }

  [data-mui-color-scheme='dark'] & {
    color: #e2e8f0;
    background-color: #0f172a;
    border-color: #475569;
    box-shadow: none;
  }

  [data-mui-color-scheme='dark'] &:hover {
    border-color: #64748b;
  }

  [data-mui-color-scheme='dark'] &.${selectClasses.expanded} {
    border-color: #60a5fa;
  }
`;

const Popup = styled('div')({
  zIndex: 10,
});

const Listbox = styled('ul')`
  box-sizing: border-box;
  min-width: 260px;
  max-height: 280px;
  margin: 6px 0;
  padding: 6px;
  overflow: auto;
  list-style: none;
  font-family: inherit;
  font-size: 0.875rem;
  color: #0f172a;
  background-color: #fff;
  border: 1px solid #e2e8f0;
  border-radius: 10px;
  box-shadow: 0 8px 24px rgb(15 23 42 / 0.12);

  @media (min-width: 640px) {
    min-width: 320px;
  }

  [data-mui-color-scheme='dark'] & {
    color: #e2e8f0;
    background-color: #0f172a;
    border-color: #334155;
    box-shadow: 0 8px 24px rgb(0 0 0 / 0.5);
  }
`;

const Check = styled('svg')`
  flex-shrink: 0;
  box-sizing: border-box;
  width: 18px;
  height: 18px;
  padding: 1px;
  color: transparent;
  border: 1.5px solid #94a3b8;
  border-radius: 5px;

  [data-mui-color-scheme='dark'] & {
    border-color: #64748b;
  }
`;

const SkillOption = styled(Option)`
  display: flex;
  align-items: center;
  gap: 10px;
  padding: 7px 10px;
  border-radius: 6px;
  cursor: default;
  outline: none;

  &.${optionClasses.highlighted} {
    background-color: #f1f5f9;
  }

  &.${optionClasses.selected} svg {
    color: #fff;
    background-color: #1d4ed8;
    border-color: #1d4ed8;
  }

  [data-mui-color-scheme='dark'] &.${optionClasses.highlighted} {
    background-color: #1e293b;
  }

  [data-mui-color-scheme='dark'] &.${optionClasses.selected} svg {
    color: #0f172a;
    background-color: #60a5fa;
    border-color: #60a5fa;
  }
`;
