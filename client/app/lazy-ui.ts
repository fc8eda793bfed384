// The parts of the shell a reader needs only after a click (the settings
// drawer, the header menus, the narrow-screen menu drawer), in one module:
// they share most of their code (MUI's Modal, Popover, transitions), so one
// request brings them all, loaded on first use or when the page is idle.
export { SettingsDrawer } from './SettingsDrawer';
export { ProductMenu, VersionMenu } from './HeaderMenus';
export { NavDrawer } from './NavDrawer';
