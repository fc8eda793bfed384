import * as React from 'react';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import CreditCard from '@mui/icons-material/CreditCard';

// Groups the digits in fours as the user types: "4242424242424242" → "4242 4242 4242 4242".
// Input renders it in place of its <input>, passing the props and ref an <input> would get.
const CardNumberInput = React.forwardRef<HTMLInputElement, React.InputHTMLAttributes<HTMLInputElement>>(function CardNumberInput(
  { onChange, ...props },
  ref,
) {
  return (
    <input
      {...props}
      ref={ref}
      inputMode="numeric"
      autoComplete="cc-number"
      maxLength={19}
      onChange={(event) => {
        const digits = event.target.value.replace(/\D/g, '').slice(0, 16);
        event.target.value = digits.replace(/(\d{4})(?=\d)/g, '$1 ');
        onChange?.(event);
      }}
    />
  );
});

export default function LeafComponent() {
  const [cardNumber, setCardNumber] = React.useState('');

  return (
    <FormControl sx={{ maxWidth: 320 }}>
      <FormLabel>Card number</FormLabel>
      <Input
        value={cardNumber}
        onChange={(event) => setCardNumber(event.target.value)}
        placeholder="1234 5678 9012 3456"
        startDecorator={<CreditCard />}
        // `component` keeps the slot's Joy UI styles and swaps only the element.
        slotProps={{ input: { component: CardNumberInput } }}
      />
    </FormControl>
  );
}
