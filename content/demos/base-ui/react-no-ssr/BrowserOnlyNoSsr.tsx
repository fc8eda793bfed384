import { NoSsr } from '@mui/base/NoSsr';
import { styled } from '@mui/system';

// Reads what only the browser knows. Rendered on the server, it would throw
// (no navigator there) or disagree with the browser's first render.
function BrowserPreferences() {
  const languages = navigator.languages.join(', ');
  const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  return (
    <List>
      <dt>Languages</dt>
      <dd>{languages}</dd>
      <dt>Reduced motion</dt>
      <dd>{reducedMotion ? 'Requested' : 'Not requested'}</dd>
    </List>
  );
}

export default function BrowserOnlyNoSsr() {
  return (
    <Card>
      <Title>Your browser's preferences</Title>
      {/* The server sends the fallback, which takes the same space as the list. */}
      <NoSsr fallback={<Placeholder aria-hidden />}>
        <BrowserPreferences />
      </NoSsr>
    </Card>
  );
}

const Card = styled('div')`
  box-sizing: border-box;
  width: 320px;
  max-width: 100%;
  padding: 16px;
  border: 1px solid #e2e8f0;
  border-radius: 12px;
  background-color: #fff;
  color: #0f172a;
  font-size: 0.875rem;

  [data-mui-color-scheme='dark'] & {
    border-color: #334155;
    background-color: #1e293b;
    color: #e2e8f0;
  }
`;

const Title = styled('p')`
  margin: 0 0 8px;
  font-weight: 600;
`;

const List = styled('dl')`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: 4px 12px;
  height: 42px;
  margin: 0;
  line-height: 19px;

  & dt {
    color: #475569;
  }

  & dd {
    margin: 0;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }

  [data-mui-color-scheme='dark'] & dt {
    color: #94a3b8;
  }
`;

const Placeholder = styled('div')`
  height: 42px;
  border-radius: 6px;
  background-color: #f1f5f9;

  [data-mui-color-scheme='dark'] & {
    background-color: #334155;
  }
`;
