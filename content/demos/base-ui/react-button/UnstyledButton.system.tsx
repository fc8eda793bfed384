import { Button, buttonClasses } from '@mui/base/Button';
import { styled } from '@mui/system';

export default function UnstyledButton() {
  return (
    <Stack>
      <PrimaryButton>Save draft</PrimaryButton>
      <PrimaryButton disabled>Publish</PrimaryButton>
    </Stack>
  );
}

const Stack = styled('div')({
  display: 'flex',
  gap: 12,
});

const PrimaryButton = styled(Button)`
  font-family: inherit;
  font-size: 0.875rem;
  font-weight: 600;
  line-height: 1.5;
  padding: 8px 16px;
  border: 1px solid #1e40af;
  border-radius: 8px;
  background-color: #1d4ed8;
  color: #fff;
  cursor: pointer;
  transition: background-color 120ms ease;

  &:hover {
    background-color: #1e40af;
  }

  &.${buttonClasses.active} {
    background-color: #1e3a8a;
  }

  &.${buttonClasses.focusVisible} {
    outline: 3px solid #93c5fd;
    outline-offset: 2px;
  }

  &.${buttonClasses.disabled} {
    opacity: 0.5;
    cursor: not-allowed;
  }

  [data-mui-color-scheme='dark'] & {
    border-color: #93c5fd;
    background-color: #60a5fa;
    color: #0f172a;
  }

  [data-mui-color-scheme='dark'] &:hover {
    background-color: #93c5fd;
  }
`;
