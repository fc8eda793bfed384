import * as React from 'react';
import Breadcrumbs from '@mui/joy/Breadcrumbs';
import IconButton from '@mui/joy/IconButton';
import Link from '@mui/joy/Link';
import Typography from '@mui/joy/Typography';
import MoreHorizRoundedIcon from '@mui/icons-material/MoreHorizRounded';

const path = ['Home', 'Catalog', 'Garden', 'Tools', 'Pruning', 'Secateurs'];

// Joy UI's Breadcrumbs has no maxItems: this demo keeps the first item and the last two,
// and replaces the rest with a button that expands the full path in place.
const itemsBeforeCollapse = 1;
const itemsAfterCollapse = 2;

export default function CollapsedBreadcrumbs() {
  const [expanded, setExpanded] = React.useState(false);
  const firstRevealed = React.useRef<HTMLAnchorElement>(null);

  // The button disappears when clicked: move focus to the first level it revealed.
  React.useEffect(() => {
    if (expanded) firstRevealed.current?.focus();
  }, [expanded]);
  const collapse = !expanded && path.length > itemsBeforeCollapse + itemsAfterCollapse + 1;

  const crumbs = path.map((label, index) =>
    index === path.length - 1 ? (
      <Typography key={label} aria-current="page">
        {label}
      </Typography>
    ) : (
      <Link key={label} color="neutral" href={`#${label.toLowerCase()}`} ref={index === itemsBeforeCollapse ? firstRevealed : undefined}>
        {label}
      </Link>
    ),
  );

  return (
    <Breadcrumbs aria-label="Breadcrumb">
      {collapse
        ? [
            ...crumbs.slice(0, itemsBeforeCollapse),
            <IconButton
              key="collapsed"
              size="sm"
              variant="soft"
              aria-label={`Show ${path.length - itemsBeforeCollapse - itemsAfterCollapse} hidden levels`}
              onClick={() => setExpanded(true)}
              sx={{ '--IconButton-size': '1.5rem' }}
            >
              <MoreHorizRoundedIcon />
            </IconButton>,
            ...crumbs.slice(-itemsAfterCollapse),
          ]
        : crumbs}
    </Breadcrumbs>
  );
}
