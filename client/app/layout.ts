/** Widths of the side columns: the section menu and the table of contents. */
export const NAV_WIDTH = 272;
export const TOC_WIDTH = 232;
