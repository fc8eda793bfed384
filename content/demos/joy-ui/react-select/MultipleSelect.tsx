import * as React from 'react';
import Box from '@mui/joy/Box';
import Chip from '@mui/joy/Chip';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Option from '@mui/joy/Option';
import Select from '@mui/joy/Select';

const skills = ['TypeScript', 'React', 'GraphQL', 'PostgreSQL', 'Rust', 'Kubernetes', 'Figma'];

export default function MultipleSelect() {
  const [selected, setSelected] = React.useState<string[]>(['TypeScript', 'React']);
  return (
    <FormControl sx={{ width: 320 }}>
      <FormLabel>Skills</FormLabel>
      <Select
        multiple
        value={selected}
        onChange={(_event, value) => setSelected(value)}
        placeholder="Choose skills"
        renderValue={(options) => (
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
            {options.map((option) => (
              <Chip key={option.value} size="sm" variant="soft" color="primary">
                {option.label}
              </Chip>
            ))}
          </Box>
        )}
      >
        {skills.map((skill) => (
          <Option key={skill} value={skill}>
            {skill}
          </Option>
        ))}
      </Select>
      <FormHelperText>
        {selected.length} of {skills.length} selected
      </FormHelperText>
    </FormControl>
  );
}
