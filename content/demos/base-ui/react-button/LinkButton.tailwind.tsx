import { Button } from '@mui/base/Button';

const textButton =
  'cursor-pointer rounded-lg px-3 py-2 text-sm font-semibold text-orange-800 underline underline-offset-3 hover:bg-orange-100 dark:text-orange-300 dark:hover:bg-orange-950 [&.base--focusVisible]:outline-3 [&.base--focusVisible]:outline-offset-2 [&.base--focusVisible]:outline-orange-300';

export default function LinkButton() {
  return (
    <div className="flex flex-wrap gap-3">
      <Button href="#anatomy" className={textButton}>
        Read about the anatomy
      </Button>
      <Button slots={{ root: 'span' }} className={textButton}>
        Span with a button role
      </Button>
    </div>
  );
}
