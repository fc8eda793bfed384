import * as React from 'react';
import IconButton from '@mui/joy/IconButton';
import Input from '@mui/joy/Input';
import Tooltip from '@mui/joy/Tooltip';
import ContentCopyRounded from '@mui/icons-material/ContentCopyRounded';

const inviteLink = 'https://example.com/invite/7f3k-29qa';

export default function TooltipControlled() {
  const [open, setOpen] = React.useState(false);
  const [copied, setCopied] = React.useState(false);

  const handleCopy = async () => {
    try {
      await navigator.clipboard.writeText(inviteLink);
      setCopied(true);
    } catch {
      setCopied(false);
    }
    setOpen(true);
  };

  return (
    <Input
      readOnly
      value={inviteLink}
      sx={{ width: '100%', maxWidth: 380 }}
      slotProps={{ input: { 'aria-label': 'Invite link' } }}
      endDecorator={
        <Tooltip
          title={copied ? 'Copied!' : 'Copy link'}
          open={open}
          onOpen={() => setOpen(true)}
          onClose={() => {
            setOpen(false);
            setCopied(false);
          }}
          color={copied ? 'success' : 'neutral'}
          arrow
        >
          <IconButton aria-label="Copy invite link" onClick={handleCopy}>
            <ContentCopyRounded />
          </IconButton>
        </Tooltip>
      }
    />
  );
}
