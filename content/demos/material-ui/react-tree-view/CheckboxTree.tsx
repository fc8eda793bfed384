import * as React from 'react';
import Checkbox from '@mui/material/Checkbox';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';

const groups: { id: string; label: string; children: { id: string; label: string }[] }[] = [
  {
    id: 'billing',
    label: 'Billing',
    children: [
      { id: 'billing-view', label: 'View invoices' },
      { id: 'billing-pay', label: 'Pay invoices' },
    ],
  },
  {
    id: 'team',
    label: 'Team',
    children: [
      { id: 'team-invite', label: 'Invite members' },
      { id: 'team-remove', label: 'Remove members' },
      { id: 'team-roles', label: 'Change roles' },
    ],
  },
];

export default function CheckboxTree() {
  const [checked, setChecked] = React.useState<Set<string>>(() => new Set(['billing-view']));
  const [open, setOpen] = React.useState<Set<string>>(() => new Set(['billing']));

  const toggleIn = (set: Set<string>, ids: string[], on: boolean) => {
    const next = new Set(set);
    ids.forEach((id) => (on ? next.add(id) : next.delete(id)));
    return next;
  };

  return (
    <List dense aria-label="Permissions" sx={{ width: '100%', maxWidth: 320, bgcolor: 'background.paper', borderRadius: 1 }}>
      {groups.map((group) => {
        const ids = group.children.map((child) => child.id);
        const count = ids.filter((id) => checked.has(id)).length;
        const expanded = open.has(group.id);
        return (
          <React.Fragment key={group.id}>
            <ListItem
              secondaryAction={
                <IconButton
                  edge="end"
                  aria-label={`${expanded ? 'Collapse' : 'Expand'} ${group.label}`}
                  aria-expanded={expanded}
                  onClick={() => setOpen((previous) => toggleIn(previous, [group.id], !expanded))}
                >
                  {expanded ? <ExpandLess /> : <ExpandMore />}
                </IconButton>
              }
            >
              {/* The parent reflects its children: checked when all are, indeterminate when some are. */}
              <Checkbox
                edge="start"
                checked={count === ids.length}
                indeterminate={count > 0 && count < ids.length}
                onChange={(event) => setChecked((previous) => toggleIn(previous, ids, event.target.checked))}
                inputProps={{ 'aria-label': `All ${group.label} permissions` }}
              />
              <ListItemText primary={group.label} secondary={`${count} of ${ids.length}`} />
            </ListItem>
            <Collapse in={expanded} timeout="auto" unmountOnExit>
              <List dense disablePadding>
                {group.children.map((child) => (
                  <ListItem key={child.id} sx={{ pl: 6 }}>
                    <Checkbox
                      edge="start"
                      checked={checked.has(child.id)}
                      onChange={(event) => setChecked((previous) => toggleIn(previous, [child.id], event.target.checked))}
                      inputProps={{ 'aria-labelledby': `${child.id}-label` }}
                    />
                    <ListItemText id={`${child.id}-label`} primary={child.label} />
                  </ListItem>
                ))}
              </List>
            </Collapse>
          </React.Fragment>
        );
      })}
    </List>
  );
}
