import * as React from 'react';
import Button from '@mui/material/Button';
import Tooltip from '@mui/material/Tooltip';
import LinkIcon from '@mui/icons-material/Link';

const shareUrl = 'https://example.com/recipes/lemon-tart';

export default function CopyLinkTooltip() {
  const [open, setOpen] = React.useState(false);

  React.useEffect(() => {
    if (!open) {
      return undefined;
    }
    const timer = setTimeout(() => setOpen(false), 1500);
    return () => clearTimeout(timer);
  }, [open]);

  const handleCopy = () => {
    navigator.clipboard?.writeText(shareUrl).catch(() => {});
    setOpen(true);
  };

  return (
    <Tooltip
      title="Link copied"
      open={open}
      onClose={() => setOpen(false)}
      disableHoverListener
      disableFocusListener
      disableTouchListener
      placement="right"
    >
      <Button variant="outlined" startIcon={<LinkIcon />} onClick={handleCopy}>
        Copy link
      </Button>
    </Tooltip>
  );
}
