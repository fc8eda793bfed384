import { Button, buttonClasses } from '@mui/base/Button';
import { styled } from '@mui/system';

export default function LinkButton() {
  return (
    <Stack>
      <TextButton href="#anatomy">Read about the anatomy</TextButton>
      <TextButton slots={{ root: 'span' }}>Span with a button role</TextButton>
    </Stack>
  );
}

const Stack = styled('div')({
  display: 'flex',
  flexWrap: 'wrap',
  gap: 12,
});

const TextButton = styled(Button)`
  font-family: inherit;
  font-size: 0.875rem;
  font-weight: 600;
  padding: 8px 12px;
  border-radius: 8px;
  color: #9a3412;
  text-decoration: underline;
  text-underline-offset: 3px;
  cursor: pointer;

  &:hover {
    background-color: #ffedd5;
  }

  &.${buttonClasses.focusVisible} {
    outline: 3px solid #fdba74;
    outline-offset: 2px;
  }

  [data-mui-color-scheme='dark'] & {
    color: #fdba74;
  }

  [data-mui-color-scheme='dark'] &:hover {
    background-color: #431407;
  }
`;
