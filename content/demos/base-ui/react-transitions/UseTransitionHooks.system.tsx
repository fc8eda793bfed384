import * as React from 'react';
import { TransitionContext, useTransitionStateManager, useTransitionTrigger } from '@mui/base/useTransition';
import { styled } from '@mui/system';

const questions = [
  {
    question: 'When will my order ship?',
    answer:
      'Orders placed before 14:00 on a business day leave the warehouse the same day. A tracking link arrives by email as soon as the carrier has the parcel.',
  },
  {
    question: 'Can I return an item?',
    answer:
      'Yes, within 30 days of delivery, if the item is unused and in its original packaging. Start the return from the Orders page of your account.',
  },
  {
    question: 'Do you ship outside the EU?',
    answer:
      'We ship to the United Kingdom, Norway and Switzerland. Duties are paid at checkout, so there is nothing more to pay on delivery.',
  },
];

export default function UseTransitionHooks() {
  const [openIndex, setOpenIndex] = React.useState<number | null>(0);
  const id = React.useId();

  return (
    <List>
      {questions.map((item, index) => (
        <Item key={item.question}>
          <Question
            type="button"
            aria-expanded={openIndex === index}
            aria-controls={`${id}-${index}`}
            onClick={() => setOpenIndex(openIndex === index ? null : index)}
          >
            {item.question}
            <Chevron viewBox="0 0 16 16" aria-hidden>
              <path d="M4 6l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.75" />
            </Chevron>
          </Question>
          <Disclosure id={`${id}-${index}`} open={openIndex === index}>
            <Collapse>
              <Answer>{item.answer}</Answer>
            </Collapse>
          </Disclosure>
        </Item>
      ))}
    </List>
  );
}

// The trigger: it tells the transitions inside whether to show, and learns from
// them when the exit has finished. Until then, hasExited stays false.
function Disclosure({ id, open, children }: { id: string; open: boolean; children: React.ReactNode }) {
  const { contextValue, hasExited } = useTransitionTrigger(open);
  // In @mui/base 5.0.0-beta.36, hasExited is true for one render right after
  // `open` turns false, before the trigger notices the running exit. Hiding
  // only once `open` was already false in the previous render avoids a flash.
  const wasOpen = React.useRef(open);
  React.useEffect(() => {
    wasOpen.current = open;
  });
  const hidden = hasExited && !wasOpen.current;
  return (
    <TransitionContext.Provider value={contextValue}>
      {/* Hidden from everyone, keyboard and screen readers included, once closed. */}
      <div id={id} style={{ visibility: hidden ? 'hidden' : undefined }}>
        {children}
      </div>
    </TransitionContext.Provider>
  );
}

// The transition: it reads requestedEnter and calls onExited when its CSS
// transition has ended.
function Collapse({ children }: { children: React.ReactNode }) {
  const { requestedEnter, onExited } = useTransitionStateManager();
  return (
    <CollapseRoot
      className={requestedEnter ? 'expanded' : undefined}
      onTransitionEnd={(event) => {
        if (!requestedEnter && event.target === event.currentTarget) {
          onExited();
        }
      }}
    >
      <div>{children}</div>
    </CollapseRoot>
  );
}

const List = styled('div')`
  width: 420px;
  max-width: 100%;
  border-top: 1px solid #e2e8f0;
  font-size: 0.875rem;
  color: #0f172a;

  [data-mui-color-scheme='dark'] & {
    border-top-color: #334155;
    color: #e2e8f0;
  }
`;

const Item = styled('div')`
  border-bottom: 1px solid #e2e8f0;

  [data-mui-color-scheme='dark'] & {
    border-bottom-color: #334155;
  }
`;

const Question = styled('button')`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  width: 100%;
  padding: 12px 4px;
  border: 0;
  background: none;
  color: inherit;
  font-family: inherit;
  font-size: 0.875rem;
  font-weight: 600;
  text-align: start;
  cursor: pointer;

  &:hover {
    color: #1d4ed8;
  }

  &:focus-visible {
    outline: 3px solid #93c5fd;
    outline-offset: -3px;
    border-radius: 6px;
  }

  [data-mui-color-scheme='dark'] &:hover {
    color: #93c5fd;
  }
`;

const Chevron = styled('svg')`
  flex-shrink: 0;
  width: 16px;
  height: 16px;
  transition: transform 200ms;

  [aria-expanded='true'] > & {
    transform: rotate(180deg);
  }
`;

const CollapseRoot = styled('div')`
  display: grid;
  grid-template-rows: 0fr;
  transition: grid-template-rows 200ms ease-out;

  &.expanded {
    grid-template-rows: 1fr;
  }

  & > div {
    min-height: 0;
    overflow: hidden;
  }

  /* Shortened, not removed: the trigger waits for transitionend. */
  @media (prefers-reduced-motion: reduce) {
    transition-duration: 1ms;
  }
`;

const Answer = styled('p')`
  margin: 0;
  padding: 0 4px 12px;
  line-height: 1.6;
  color: #475569;

  [data-mui-color-scheme='dark'] & {
    color: #94a3b8;
  }
`;
