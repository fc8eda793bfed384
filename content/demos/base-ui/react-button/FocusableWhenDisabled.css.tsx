import { Button } from '@mui/base/Button';

// The rules are in FocusableWhenDisabled.css.
export default function FocusableWhenDisabled() {
  return (
    <div className="focusable-demo">
      <Button className="focusable-demo-button" disabled>
        Archive project
      </Button>
      <Button className="focusable-demo-button" disabled focusableWhenDisabled>
        Transfer ownership
      </Button>
    </div>
  );
}
