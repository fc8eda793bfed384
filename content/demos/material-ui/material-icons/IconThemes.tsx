import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/Delete';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import DeleteRoundedIcon from '@mui/icons-material/DeleteRounded';
import DeleteSharpIcon from '@mui/icons-material/DeleteSharp';
import DeleteTwoToneIcon from '@mui/icons-material/DeleteTwoTone';
import HomeIcon from '@mui/icons-material/Home';
import HomeOutlinedIcon from '@mui/icons-material/HomeOutlined';
import HomeRoundedIcon from '@mui/icons-material/HomeRounded';
import HomeSharpIcon from '@mui/icons-material/HomeSharp';
import HomeTwoToneIcon from '@mui/icons-material/HomeTwoTone';
import MailIcon from '@mui/icons-material/Mail';
import MailOutlinedIcon from '@mui/icons-material/MailOutlined';
import MailRoundedIcon from '@mui/icons-material/MailRounded';
import MailSharpIcon from '@mui/icons-material/MailSharp';
import MailTwoToneIcon from '@mui/icons-material/MailTwoTone';

const themes = [
  { suffix: '(none)', name: 'Filled', icons: [HomeIcon, MailIcon, DeleteIcon] },
  { suffix: 'Outlined', name: 'Outlined', icons: [HomeOutlinedIcon, MailOutlinedIcon, DeleteOutlinedIcon] },
  { suffix: 'Rounded', name: 'Rounded', icons: [HomeRoundedIcon, MailRoundedIcon, DeleteRoundedIcon] },
  { suffix: 'TwoTone', name: 'Two tone', icons: [HomeTwoToneIcon, MailTwoToneIcon, DeleteTwoToneIcon] },
  { suffix: 'Sharp', name: 'Sharp', icons: [HomeSharpIcon, MailSharpIcon, DeleteSharpIcon] },
];

export default function IconThemes() {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(5, auto)', justifyContent: 'start', columnGap: 3, rowGap: 1.5 }}>
      {themes.map(({ suffix, name, icons }) => (
        <Box key={suffix} sx={{ display: 'contents' }}>
          <Typography variant="body2">{name}</Typography>
          <Typography variant="body2" color="text.secondary" sx={{ fontFamily: 'monospace' }}>
            {suffix}
          </Typography>
          {icons.map((Icon, index) => (
            <Icon key={index} fontSize="large" />
          ))}
        </Box>
      ))}
    </Box>
  );
}
