import * as React from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';

const cities = ['Bogotá', 'Córdoba', 'Kraków', 'Málaga', 'Montréal', 'Nuremberg', 'Reykjavík', 'São Paulo', 'Tromsø', 'Zürich'];

/** Lowercases and drops accents one character at a time, remembering where each folded character came from. */
function fold(text: string): { folded: string; origin: number[] } {
  let folded = '';
  const origin: number[] = [];
  Array.from(text).forEach((char, position) => {
    const plain = char
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase();
    for (const piece of plain) {
      folded += piece;
      origin.push(position);
    }
  });
  return { folded, origin };
}

/**
 * Splits `label` into parts, marking the first match of `query` the way the default filter finds it:
 * anywhere in the label, ignoring case and accents.
 */
function highlightParts(label: string, query: string): { text: string; match: boolean }[] {
  const chars = Array.from(label);
  const needle = fold(query).folded;
  const { folded, origin } = fold(label);
  const at = needle === '' ? -1 : folded.indexOf(needle);
  if (at === -1) return [{ text: label, match: false }];
  const start = origin[at];
  const end = origin[at + needle.length - 1] + 1;
  return [
    { text: chars.slice(0, start).join(''), match: false },
    { text: chars.slice(start, end).join(''), match: true },
    { text: chars.slice(end).join(''), match: false },
  ].filter((part) => part.text !== '');
}

export default function Highlights() {
  return (
    <Autocomplete
      options={cities}
      sx={{ width: 300 }}
      renderOption={(props, option, { inputValue }) => {
        const { key, ...optionProps } = props as typeof props & { key: React.Key };
        return (
          <li key={key} {...optionProps}>
            <span>
              {highlightParts(option, inputValue).map((part, index) =>
                part.match ? (
                  <Box key={index} component="mark" sx={{ bgcolor: 'transparent', color: 'inherit', fontWeight: 700 }}>
                    {part.text}
                  </Box>
                ) : (
                  <React.Fragment key={index}>{part.text}</React.Fragment>
                ),
              )}
            </span>
          </li>
        );
      }}
      renderInput={(params) => <TextField {...params} label="City" helperText='Try "mal" or "sao"' />}
    />
  );
}
