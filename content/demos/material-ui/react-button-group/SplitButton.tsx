import * as React from 'react';
import Button from '@mui/material/Button';
import ButtonGroup from '@mui/material/ButtonGroup';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';

const formats = ['Export as PDF', 'Export as CSV', 'Export as spreadsheet'];

export default function SplitButton() {
  const [selected, setSelected] = React.useState<number>(0);
  const [anchorEl, setAnchorEl] = React.useState<HTMLElement | null>(null);
  const [status, setStatus] = React.useState<string>('No export yet');
  const open = Boolean(anchorEl);

  const choose = (index: number) => {
    setSelected(index);
    setAnchorEl(null);
  };

  return (
    <Stack direction="row" spacing={2} alignItems="center">
      <ButtonGroup variant="contained" aria-label="Export report">
        <Button onClick={() => setStatus(`Started: ${formats[selected]}`)}>{formats[selected]}</Button>
        <Button
          size="small"
          aria-label="Choose an export format"
          aria-haspopup="menu"
          aria-expanded={open ? 'true' : undefined}
          aria-controls={open ? 'export-format-menu' : undefined}
          onClick={(event) => setAnchorEl(event.currentTarget)}
        >
          <ArrowDropDownIcon />
        </Button>
      </ButtonGroup>
      <Menu id="export-format-menu" anchorEl={anchorEl} open={open} onClose={() => setAnchorEl(null)}>
        {formats.map((format, index) => (
          <MenuItem key={format} selected={index === selected} onClick={() => choose(index)}>
            {format}
          </MenuItem>
        ))}
      </Menu>
      <Typography variant="body2">{status}</Typography>
    </Stack>
  );
}
