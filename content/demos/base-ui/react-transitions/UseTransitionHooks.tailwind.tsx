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

export default function UseTransitionHooks() {
  const [openIndex, setOpenIndex] = React.useState<number | null>(0);
  const id = React.useId();

  return (
    <div className="w-105 max-w-full border-t border-slate-200 text-sm text-slate-900 dark:border-slate-700 dark:text-slate-200">
      {questions.map((item, index) => (
        <div key={item.question} className="border-b border-slate-200 dark:border-slate-700">
          <button
            type="button"
            aria-expanded={openIndex === index}
            aria-controls={`${id}-${index}`}
            onClick={() => setOpenIndex(openIndex === index ? null : index)}
            className="group flex w-full cursor-pointer items-center justify-between gap-3 rounded-md border-0 bg-transparent px-1 py-3 text-start [font-family:inherit] text-sm font-semibold text-inherit hover:text-blue-700 focus-visible:outline-3 focus-visible:-outline-offset-3 focus-visible:outline-blue-300 dark:hover:text-blue-300"
          >
            {item.question}
            <svg
              viewBox="0 0 16 16"
              aria-hidden
              className="size-4 shrink-0 transition-transform duration-200 group-aria-expanded:rotate-180"
            >
              <path d="M4 6l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.75" />
            </svg>
          </button>
          <Disclosure id={`${id}-${index}`} open={openIndex === index}>
            <Collapse>
              <p className="m-0 px-1 pb-3 leading-relaxed text-slate-600 dark:text-slate-400">{item.answer}</p>
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
      <div id={id} className={hidden ? 'invisible' : undefined}>
        {children}
      </div>
    </TransitionContext.Provider>
  );
}

// The transition: it reads requestedEnter and calls onExited when its CSS
// transition has ended. It is shortened, not removed, for reduced motion: the
// trigger waits for transitionend.
function Collapse({ children }: { children: React.ReactNode }) {
  const { requestedEnter, onExited } = useTransitionStateManager();
  return (
    <div
      className={[
        'grid transition-[grid-template-rows] duration-200 ease-out motion-reduce:duration-1',
        requestedEnter ? 'grid-rows-[1fr]' : 'grid-rows-[0fr]',
      ].join(' ')}
      onTransitionEnd={(event) => {
        if (!requestedEnter && event.target === event.currentTarget) {
          onExited();
        }
      }}
    >
      <div className="min-h-0 overflow-hidden">{children}</div>
    </div>
  );
}
