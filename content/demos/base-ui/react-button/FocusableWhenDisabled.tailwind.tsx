import { Button } from '@mui/base/Button';

// A disabled button keeps its tab stop only with focusableWhenDisabled: Tab reaches the second button, not the first.
const outlined =
  'cursor-not-allowed rounded-lg border border-dashed border-violet-600 bg-transparent px-4 py-2 [font-family:inherit] text-sm font-semibold text-violet-800 dark:border-violet-400 dark:text-violet-200 [&.base--focusVisible]:outline-3 [&.base--focusVisible]:outline-offset-2 [&.base--focusVisible]:outline-violet-300';

export default function FocusableWhenDisabled() {
  return (
    <div className="flex flex-wrap gap-3">
      <Button className={outlined} disabled>
        Archive project
      </Button>
      <Button className={outlined} disabled focusableWhenDisabled>
        Transfer ownership
      </Button>
    </div>
  );
}
