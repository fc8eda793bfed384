import Masonry from '@mui/lab/Masonry';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';

const notes: { title: string; body: string }[] = [
  { title: 'Groceries', body: 'Oat milk, lemons, basil, rye bread.' },
  { title: 'Book club', body: 'Chapters 4 to 7 for Thursday. Bring questions about the unreliable narrator and the ending of part one.' },
  { title: 'Bike', body: 'Rear brake pads are worn. Shop opens at 9.' },
  {
    title: 'Trip ideas',
    body: 'Ferry to the islands in June, a night in the lighthouse hostel, then the coastal path back on foot over three days.',
  },
  { title: 'Call Dad', body: 'Sunday after lunch.' },
  { title: 'Garden', body: 'Move the tomatoes to the sunny bed and cover the seedlings if frost is forecast.' },
];

export default function NotesMasonry() {
  return (
    <Masonry columns={3} spacing={2} defaultColumns={3} defaultSpacing={2} defaultHeight={420}>
      {notes.map((note) => (
        <Card key={note.title} variant="outlined">
          <CardContent>
            <Typography variant="subtitle1" component="h3" gutterBottom>
              {note.title}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {note.body}
            </Typography>
          </CardContent>
        </Card>
      ))}
    </Masonry>
  );
}
