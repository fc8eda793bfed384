import { Button, buttonClasses } from '@mui/base/Button';
import { styled } from '@mui/system';

export default function FocusableWhenDisabled() {
  return (
    <Stack>
      <OutlinedButton disabled>Archive project</OutlinedButton>
      <OutlinedButton disabled focusableWhenDisabled>
        Transfer ownership
      </OutlinedButton>
    </Stack>
  );
}

const Stack = styled('div')({
  display: 'flex',
  flexWrap: 'wrap',
  gap: 12,
});

const OutlinedButton = styled(Button)`
  font-family: inherit;
  font-size: 0.875rem;
  font-weight: 600;
  padding: 8px 16px;
  border: 1px solid #7c3aed;
  border-radius: 8px;
  background-color: transparent;
  color: #6d28d9;
  cursor: pointer;

  &.${buttonClasses.focusVisible} {
    outline: 3px solid #c4b5fd;
    outline-offset: 2px;
  }

  &.${buttonClasses.disabled} {
    border-style: dashed;
    color: #5b21b6;
    cursor: not-allowed;
  }

  [data-mui-color-scheme='dark'] & {
    border-color: #a78bfa;
    color: #ddd6fe;
  }
`;
