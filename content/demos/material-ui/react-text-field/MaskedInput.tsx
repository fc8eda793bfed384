import * as React from 'react';
import { InputBaseComponentProps } from '@mui/material/InputBase';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';

/** Groups up to 16 digits in fours: "4111 1111 1111 1111". */
function formatCardNumber(text: string): string {
  const digits = text.replace(/\D/g, '').slice(0, 16);
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** The position just after the `count`-th digit of `text`, to put the caret back where it was. */
function positionAfterDigits(text: string, count: number): number {
  if (count === 0) return 0;
  let seen = 0;
  for (let position = 0; position < text.length; position++) {
    if (/\d/.test(text[position]) && ++seen === count) return position + 1;
  }
  return text.length;
}

// A third-party input needs only two things: forward the ref to the DOM input, and call onChange with its event.
const CardNumberInput = React.forwardRef<HTMLInputElement, InputBaseComponentProps>(function CardNumberInput({ onChange, ...other }, ref) {
  return (
    <input
      {...other}
      ref={ref}
      inputMode="numeric"
      autoComplete="cc-number"
      onChange={(event) => {
        const input = event.target;
        const digitsBeforeCaret = input.value.slice(0, input.selectionStart ?? input.value.length).replace(/\D/g, '').length;
        input.value = formatCardNumber(input.value);
        const caret = positionAfterDigits(input.value, digitsBeforeCaret);
        input.setSelectionRange(caret, caret);
        onChange?.(event);
      }}
    />
  );
});

export default function MaskedInput() {
  const [cardNumber, setCardNumber] = React.useState<string>('4111 1111');

  return (
    <Stack spacing={1} sx={{ width: 300 }}>
      <TextField
        id="card-number"
        label="Card number"
        value={cardNumber}
        onChange={(event) => setCardNumber(event.target.value)}
        InputProps={{ inputComponent: CardNumberInput }}
        helperText={`${cardNumber.replace(/\D/g, '').length} of 16 digits`}
      />
    </Stack>
  );
}
