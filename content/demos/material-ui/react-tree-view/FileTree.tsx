import * as React from 'react';
import Collapse from '@mui/material/Collapse';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import FolderIcon from '@mui/icons-material/Folder';
import InsertDriveFileIcon from '@mui/icons-material/InsertDriveFile';

interface FileNode {
  name: string;
  defaultOpen?: boolean;
  children?: FileNode[];
}

const project: FileNode[] = [
  { name: 'src', defaultOpen: true, children: [{ name: 'app', children: [{ name: 'routes.ts' }] }, { name: 'main.ts' }] },
  { name: 'public', children: [{ name: 'logo.svg' }] },
  { name: 'package.json' },
];

function Branch({ node, depth }: { node: FileNode; depth: number }) {
  const [open, setOpen] = React.useState(Boolean(node.defaultOpen));
  const isFolder = node.children !== undefined;

  return (
    <>
      <ListItemButton sx={{ pl: 2 + depth * 3 }} aria-expanded={isFolder ? open : undefined} onClick={() => setOpen(!open)}>
        <ListItemIcon>{isFolder ? <FolderIcon /> : <InsertDriveFileIcon />}</ListItemIcon>
        <ListItemText primary={node.name} />
        {isFolder && (open ? <ExpandLessIcon /> : <ExpandMoreIcon />)}
      </ListItemButton>
      {node.children && (
        <Collapse in={open} unmountOnExit>
          <List disablePadding>
            {node.children.map((child) => (
              <Branch key={child.name} node={child} depth={depth + 1} />
            ))}
          </List>
        </Collapse>
      )}
    </>
  );
}

export default function FileTree() {
  return (
    <List dense aria-label="Project files" sx={{ width: '100%', maxWidth: 320 }}>
      {project.map((node) => (
        <Branch key={node.name} node={node} depth={0} />
      ))}
    </List>
  );
}
