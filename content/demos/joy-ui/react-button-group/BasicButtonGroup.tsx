import Button from '@mui/joy/Button';
import ButtonGroup from '@mui/joy/ButtonGroup';

export default function BasicButtonGroup() {
  return (
    <ButtonGroup aria-label="Document actions">
      <Button>Save</Button>
      <Button>Duplicate</Button>
      <Button>Share</Button>
    </ButtonGroup>
  );
}
