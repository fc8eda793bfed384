import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { translate } from './i18n';
import { localizeHref } from './links';
import type { PageModel } from './page-data';

interface HeaderMenuProps {
  model: PageModel;
  anchor: HTMLElement | null;
  onClose(): void;
}

/** The product switcher's list: every section of the site, the current one selected. */
export function ProductMenu({ model, anchor, onClose }: HeaderMenuProps) {
  return (
    <Menu id="product-switcher" anchorEl={anchor} open={Boolean(anchor)} onClose={onClose}>
      {model.products.map((product) => (
        <MenuItem
          key={product.id}
          component="a"
          href={localizeHref(product.landing, model.language)}
          selected={product.id === model.section.id}
          onClick={onClose}
          sx={{ display: 'block', maxWidth: 360, whiteSpace: 'normal' }}
        >
          <strong>{product.title}</strong>
          <br />
          <small>{product.summary}</small>
        </MenuItem>
      ))}
    </Menu>
  );
}

/** The version selector's list: the section's versions and the page of all versions. */
export function VersionMenu({ model, anchor, onClose }: HeaderMenuProps) {
  const versions = model.section.versions!;
  return (
    <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={onClose}>
      {versions.versions.map((version) => (
        <MenuItem
          key={version.text}
          component="a"
          href={version.current ? localizeHref(version.href, model.language) : version.href}
          selected={version.current}
          onClick={onClose}
        >
          {version.text}
        </MenuItem>
      ))}
      <MenuItem component="a" href={localizeHref('/versions', model.language)} onClick={onClose}>
        {translate(model.language, 'allVersions')}
      </MenuItem>
    </Menu>
  );
}
