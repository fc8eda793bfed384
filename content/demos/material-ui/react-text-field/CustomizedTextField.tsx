import TextField from '@mui/material/TextField';

export default function CustomizedTextField() {
  return (
    <TextField
      id="workspace-name"
      label="Workspace name"
      defaultValue="Harbor design team"
      sx={{
        width: 300,
        '& .MuiOutlinedInput-root': {
          borderRadius: 3,
          bgcolor: 'action.hover',
          '& .MuiOutlinedInput-notchedOutline': { borderColor: 'divider' },
          '&:hover .MuiOutlinedInput-notchedOutline': { borderColor: 'text.secondary' },
          '&.Mui-focused .MuiOutlinedInput-notchedOutline': { borderColor: 'secondary.main' },
        },
        '& .MuiInputLabel-root.Mui-focused': { color: 'secondary.main', fontWeight: 600 },
      }}
    />
  );
}
