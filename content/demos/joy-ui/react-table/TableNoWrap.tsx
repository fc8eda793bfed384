import Avatar from '@mui/joy/Avatar';
import Box from '@mui/joy/Box';
import Chip from '@mui/joy/Chip';
import Table from '@mui/joy/Table';
import Typography from '@mui/joy/Typography';

const tickets = [
  {
    id: '#4821',
    subject: 'Invoice for February shows the wrong billing address after the company moved offices',
    requester: 'Tanvir Hossain',
    status: 'Open',
  },
  {
    id: '#4822',
    subject: 'Cannot export the quarterly report to CSV from the dashboard',
    requester: 'Ingrid Solberg',
    status: 'Pending',
  },
  {
    id: '#4823',
    subject: 'Request to add two more seats to the Team plan',
    requester: 'Kwame Asante',
    status: 'Solved',
  },
];

const statusColor = { Open: 'primary', Pending: 'warning', Solved: 'success' } as const;

export default function TableNoWrap() {
  return (
    <Table noWrap size="sm" aria-label="Support tickets">
      <thead>
        <tr>
          <th scope="col" style={{ width: 64 }}>
            Ticket
          </th>
          <th scope="col">Subject</th>
          <th scope="col" style={{ width: '30%' }}>
            Requester
          </th>
          <th scope="col" style={{ width: 90 }}>
            Status
          </th>
        </tr>
      </thead>
      <tbody>
        {tickets.map((ticket) => (
          <tr key={ticket.id}>
            <td>{ticket.id}</td>
            <td title={ticket.subject}>{ticket.subject}</td>
            <td>
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
                <Avatar size="sm" sx={{ '--Avatar-size': '24px' }}>
                  {ticket.requester
                    .split(' ')
                    .map((part) => part[0])
                    .join('')}
                </Avatar>
                <Typography noWrap>{ticket.requester}</Typography>
              </Box>
            </td>
            <td>
              <Chip size="sm" variant="soft" color={statusColor[ticket.status as keyof typeof statusColor]}>
                {ticket.status}
              </Chip>
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
