import * as React from 'react';
import { useAutocomplete } from '@mui/base/useAutocomplete';
import { Popper } from '@mui/base/Popper';

const suggestions = [
  'Backend engineer',
  'Data analyst',
  'Data engineer',
  'Design manager',
  'Engineering manager',
  'Frontend engineer',
  'Product designer',
  'Product manager',
  'Site reliability engineer',
  'UX researcher',
];

// The rules are in FreeSoloAutocomplete.css.
export default function FreeSoloAutocomplete() {
  const [saved, setSaved] = React.useState<string | null>(null);
  const {
    getRootProps,
    getInputLabelProps,
    getInputProps,
    getListboxProps,
    getOptionProps,
    groupedOptions,
    popupOpen,
    focused,
    anchorEl,
    setAnchorEl,
  } = useAutocomplete({
    // Any text is a valid value; the options are only suggestions.
    freeSolo: true,
    options: suggestions,
    onChange: (_event, newValue) => setSaved(newValue),
  });

  const options = groupedOptions as string[];

  return (
    <div className="job-title">
      <label {...getInputLabelProps()} className="job-title-label">
        Job title
      </label>
      <div {...getRootProps()} ref={setAnchorEl} className={focused ? 'job-title-root focused' : 'job-title-root'}>
        <input {...getInputProps()} placeholder="Type or pick a title" className="job-title-input" />
      </div>
      <p aria-live="polite" className="job-title-saved">
        {saved ? `Saved: ${saved}` : 'Press Enter to save what you typed.'}
      </p>
      <Popper
        open={popupOpen && anchorEl !== null && options.length > 0}
        anchorEl={anchorEl}
        placement="bottom-start"
        role="presentation"
        className="job-title-popper"
      >
        <ul {...getListboxProps()} className="job-title-listbox">
          {options.map((option, index) => {
            const { key, ...optionProps } = getOptionProps({ option, index }) as React.HTMLAttributes<HTMLLIElement> & {
              key: React.Key;
            };
            return (
              <li key={key} {...optionProps} className="job-title-option">
                {option}
              </li>
            );
          })}
        </ul>
      </Popper>
    </div>
  );
}
