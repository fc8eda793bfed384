// Descriptions this site writes for props a package declares without any JSDoc. They fill an
// empty description only: once the package documents a prop, its own text wins, and the unit test
// (`supplements.test.ts`) fails so that the entry here is removed. Each one was checked against the
// package's source (5.15.9), named in the comment above it.
import type { ApiDoc } from './types';

type Supplements = Record<string, Record<string, Record<string, string>>>;

export const PROP_SUPPLEMENTS: Supplements = {
  '@mui/system': {
    // Box/Box.d.ts: `children?: React.ReactNode`, rendered inside the root element.
    Box: {
      children: 'The content of the component.',
    },
    // Container/ContainerProps.d.ts: `children?: React.ReactNode`, rendered inside the root element.
    Container: {
      children: 'The content of the component.',
    },
    // GlobalStyles/GlobalStyles.js: `useTheme(defaultTheme)`, then `styles(themeId ? theme[themeId] || theme : theme)`
    // when `styles` is a function, and the result goes to the styling engine's GlobalStyles.
    GlobalStyles: {
      styles:
        'The CSS to add to the whole document: a style object, a CSS string, the result of `css`, an array of those, or a function that receives the theme and returns any of them.',
      themeId:
        'The key under which the theme to pass to a `styles` function is stored in the theme context (the `themeId` of the ThemeProvider that provided it). When the context has no theme under that key, the whole context theme is passed.',
      defaultTheme:
        'The theme passed to a `styles` function when no ThemeProvider above provides one; when omitted, an empty object is passed then.',
    },
    // Unstable_Grid/GridProps.d.ts: `sx?: SxProps<Theme>` without a comment, as on Box and Stack.
    Unstable_Grid: {
      sx: 'The system prop that takes styles for the root element, with theme-aware values and shorthands. See [the sx prop](/system/getting-started/the-sx-prop).',
    },
  },
};

/** Fills the empty descriptions of a component's props from `PROP_SUPPLEMENTS`; the package's own text is never replaced. */
export function supplementProps(doc: ApiDoc, supplements: Supplements = PROP_SUPPLEMENTS): ApiDoc {
  const own = supplements[doc.packageName]?.[doc.name];
  if (!own) return doc;
  return {
    ...doc,
    props: doc.props.map((prop) => (!prop.description && own[prop.name] ? { ...prop, description: own[prop.name] } : prop)),
  };
}
