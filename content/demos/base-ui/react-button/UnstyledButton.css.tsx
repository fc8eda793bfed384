import { Button } from '@mui/base/Button';

// The rules are in UnstyledButton.css, written against the class name given
// here and Base UI's state classes.
export default function UnstyledButton() {
  return (
    <div className="unstyled-button-stack">
      <Button className="unstyled-button">Save draft</Button>
      <Button className="unstyled-button" disabled>
        Publish
      </Button>
    </div>
  );
}
