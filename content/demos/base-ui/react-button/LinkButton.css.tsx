import { Button } from '@mui/base/Button';

// The rules are in LinkButton.css.
export default function LinkButton() {
  return (
    <div className="link-button-demo">
      <Button href="#anatomy" className="link-button-demo-button">
        Read about the anatomy
      </Button>
      <Button slots={{ root: 'span' }} className="link-button-demo-button">
        Span with a button role
      </Button>
    </div>
  );
}
