import { Tabs } from '@mui/base/Tabs';
import { TabsList } from '@mui/base/TabsList';
import { Tab, tabClasses } from '@mui/base/Tab';
import { TabPanel } from '@mui/base/TabPanel';
import { styled, useTheme } from '@mui/system';

export default function TabsIntroduction() {
  // Tabs take the reading direction as a prop, which turns the Left and Right
  // arrow keys around in a right-to-left layout; the theme knows it.
  const direction = useTheme().direction;
  return (
    <Root direction={direction} defaultValue="overview">
      <List aria-label="Trail runner product details">
        <TabButton value="overview">Overview</TabButton>
        <TabButton value="specs">Specifications</TabButton>
        <TabButton value="reviews">Reviews (24)</TabButton>
      </List>
      <Panel value="overview" tabIndex={0}>
        A lightweight trail shoe with a 6 mm drop, a rock plate under the forefoot and a lug pattern that grips wet limestone.
      </Panel>
      <Panel value="specs" tabIndex={0}>
        Weight 280 g (US 9) · Stack height 32 mm / 26 mm · Lugs 5 mm · Upper recycled mesh
      </Panel>
      <Panel value="reviews" tabIndex={0}>
        4.6 out of 5 from 24 runners. “Stable on descents, roomy toe box.” (Ines, Lisbon)
      </Panel>
    </Root>
  );
}

const Root = styled(Tabs)`
  width: 100%;
  max-width: 520px;
`;

const List = styled(TabsList)`
  display: flex;
  gap: 4px;
  border-bottom: 1px solid #e2e8f0;

  [data-mui-color-scheme='dark'] & {
    border-color: #334155;
  }
`;

const TabButton = styled(Tab)`
  font-family: inherit;
  font-size: 0.875rem;
  font-weight: 600;
  line-height: 1.5;
  margin-bottom: -1px;
  padding: 10px 14px;
  border: none;
  border-bottom: 2px solid transparent;
  border-radius: 8px 8px 0 0;
  background-color: transparent;
  color: #475569;
  cursor: pointer;

  &:hover {
    background-color: #f1f5f9;
    color: #0f172a;
  }

  &:focus-visible {
    outline: 3px solid #93c5fd;
    outline-offset: -3px;
  }

  &.${tabClasses.selected} {
    border-bottom-color: #1d4ed8;
    color: #1d4ed8;
  }

  [data-mui-color-scheme='dark'] & {
    color: #94a3b8;
  }

  [data-mui-color-scheme='dark'] &:hover {
    background-color: #1e293b;
    color: #f1f5f9;
  }

  [data-mui-color-scheme='dark'] &.${tabClasses.selected} {
    border-bottom-color: #60a5fa;
    color: #93c5fd;
  }
`;

const Panel = styled(TabPanel)`
  padding: 16px 4px 4px;
  font-size: 0.875rem;
  line-height: 1.6;
  color: #334155;

  &:focus-visible {
    outline: 3px solid #93c5fd;
    border-radius: 8px;
  }

  [data-mui-color-scheme='dark'] & {
    color: #cbd5e1;
  }
`;
