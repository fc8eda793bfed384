import * as React from 'react';
import IconButton from '@mui/joy/IconButton';
import Option from '@mui/joy/Option';
import Select, { type SelectStaticProps } from '@mui/joy/Select';
import Typography from '@mui/joy/Typography';
import Stack from '@mui/joy/Stack';
import CloseRounded from '@mui/icons-material/CloseRounded';

export default function ClearableSelect() {
  const [status, setStatus] = React.useState<string | null>('in-review');
  const action: SelectStaticProps['action'] = React.useRef(null);
  return (
    <Stack spacing={1} sx={{ width: 260 }}>
      <Select
        action={action}
        value={status}
        placeholder="Any status"
        aria-label="Filter by status"
        onChange={(_event, value) => setStatus(value)}
        {...(status && {
          endDecorator: (
            <IconButton
              size="sm"
              variant="plain"
              color="neutral"
              aria-label="Clear the status filter"
              onClick={() => {
                setStatus(null);
                action.current?.focusVisible();
              }}
            >
              <CloseRounded />
            </IconButton>
          ),
          indicator: null,
        })}
      >
        <Option value="draft">Draft</Option>
        <Option value="in-review">In review</Option>
        <Option value="approved">Approved</Option>
        <Option value="published">Published</Option>
      </Select>
      <Typography level="body-sm">
        Value: <code>{JSON.stringify(status)}</code>
      </Typography>
    </Stack>
  );
}
