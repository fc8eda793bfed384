import * as React from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';

type Field = 'name' | 'email';

const labels: Record<Field, string> = { name: 'Full name', email: 'Email' };

function validate(values: Record<Field, string>) {
  const errors: Partial<Record<Field, string>> = {};
  if (!values.name.trim()) errors.name = 'Enter your full name';
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(values.email)) errors.email = 'Enter an email address like name@example.com';
  return errors;
}

export default function ErrorSummaryAlert() {
  const [values, setValues] = React.useState<Record<Field, string>>({ name: '', email: 'sam@' });
  const [errors, setErrors] = React.useState<Partial<Record<Field, string>>>({});
  const summaryRef = React.useRef<HTMLDivElement>(null);
  const fields = Object.keys(errors) as Field[];

  const handleSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    const found = validate(values);
    setErrors(found);
    // Moving focus to the summary makes screen readers read it, and puts keyboard users next to its links.
    if (Object.keys(found).length > 0) {
      requestAnimationFrame(() => summaryRef.current?.focus());
    }
  };

  return (
    <Stack component="form" noValidate onSubmit={handleSubmit} spacing={2} sx={{ width: '100%', maxWidth: 400 }}>
      {fields.length > 0 && (
        <Alert severity="error" ref={summaryRef} tabIndex={-1} variant="outlined">
          <AlertTitle>There {fields.length === 1 ? 'is a problem' : `are ${fields.length} problems`}</AlertTitle>
          <Stack component="ul" spacing={0.5} sx={{ m: 0, pl: 2 }}>
            {fields.map((field) => (
              <li key={field}>
                <Link
                  href={`#error-summary-${field}`}
                  color="inherit"
                  onClick={(event) => {
                    event.preventDefault();
                    document.getElementById(`error-summary-${field}`)?.focus();
                  }}
                >
                  {labels[field]}: {errors[field]}
                </Link>
              </li>
            ))}
          </Stack>
        </Alert>
      )}
      {(Object.keys(labels) as Field[]).map((field) => (
        <TextField
          key={field}
          id={`error-summary-${field}`}
          label={labels[field]}
          value={values[field]}
          onChange={(event) => setValues({ ...values, [field]: event.target.value })}
          error={Boolean(errors[field])}
          helperText={errors[field]}
        />
      ))}
      <Button type="submit" variant="contained" sx={{ alignSelf: 'flex-start' }}>
        Create account
      </Button>
    </Stack>
  );
}
