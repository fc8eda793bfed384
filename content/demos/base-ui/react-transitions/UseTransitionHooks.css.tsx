import * as React from 'react';
import { TransitionContext, useTransitionStateManager, useTransitionTrigger } from '@mui/base/useTransition';

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

// The rules are in UseTransitionHooks.css.
export default function UseTransitionHooks() {
  const [openIndex, setOpenIndex] = React.useState<number | null>(0);
  const id = React.useId();

  return (
    <div className="faq-demo">
      {questions.map((item, index) => (
        <div key={item.question} className="faq-demo-item">
          <button
            type="button"
            aria-expanded={openIndex === index}
            aria-controls={`${id}-${index}`}
            onClick={() => setOpenIndex(openIndex === index ? null : index)}
            className="faq-demo-question"
          >
            {item.question}
            <svg viewBox="0 0 16 16" aria-hidden className="faq-demo-chevron">
              <path d="M4 6l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.75" />
            </svg>
          </button>
          <Disclosure id={`${id}-${index}`} open={openIndex === index}>
            <Collapse>
              <p className="faq-demo-answer">{item.answer}</p>
            </Collapse>
          </Disclosure>
        </div>
      ))}
    </div>
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
      <div id={id} className={hidden ? 'faq-demo-exited' : undefined}>
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
    <div
      className={requestedEnter ? 'faq-demo-collapse expanded' : 'faq-demo-collapse'}
      onTransitionEnd={(event) => {
        if (!requestedEnter && event.target === event.currentTarget) {
          onExited();
        }
      }}
    >
      <div>{children}</div>
    </div>
  );
}
