import Card from '@mui/joy/Card';
import CardContent from '@mui/joy/CardContent';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

const variants = ['plain', 'outlined', 'soft', 'solid'] as const;
const colors = ['neutral', 'primary'] as const;

export default function CardVariants() {
  return (
    <Stack spacing={2}>
      {colors.map((color) => (
        <Stack key={color} direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {variants.map((variant) => (
            <Card key={variant} variant={variant} color={color} sx={{ width: 150 }}>
              <CardContent>
                <Typography level="title-md" textColor="inherit">
                  {variant}
                </Typography>
                <Typography level="body-sm" textColor="inherit">
                  color=&quot;{color}&quot;
                </Typography>
              </CardContent>
            </Card>
          ))}
        </Stack>
      ))}
    </Stack>
  );
}
