import GlobalStyles from '@mui/joy/GlobalStyles';
import Box from '@mui/joy/Box';
import Typography from '@mui/joy/Typography';

export default function GlobalCss() {
  return (
    <Box className="release-notes">
      <GlobalStyles
        styles={(theme) => ({
          '.release-notes kbd': {
            fontFamily: theme.vars.fontFamily.code,
            fontSize: theme.vars.fontSize.xs,
            padding: '0.125rem 0.375rem',
            borderRadius: theme.vars.radius.xs,
            border: '1px solid',
            borderColor: theme.vars.palette.neutral.outlinedBorder,
            backgroundColor: theme.vars.palette.background.level1,
          },
        })}
      />
      <Typography level="body-md">
        Press <kbd>Ctrl</kbd> + <kbd>K</kbd> to open the command palette, then type the name of a project.
      </Typography>
    </Box>
  );
}
