import { CssVarsProvider } from '@mui/joy/styles';
import Button from '@mui/joy/Button';
import Add from '@mui/icons-material/Add';
export default function B() {
  return (
    <CssVarsProvider>
      <Button startDecorator={<Add />}>Add</Button>
    </CssVarsProvider>
  );
}
