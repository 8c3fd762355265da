import { useState } from 'react';
import { Button } from '~/ui/Button';
import { TextAreaField } from '~/ui/TextAreaField';
import { parseIngredientList } from './paste-recipe';
import type { Row } from './recipe-scaling-calculator';

/** 'Paste a whole recipe': a box of ingredient lines and 'Fill rows', which replaces the rows. */
export function PasteRecipe({ onFill }: { onFill: (rows: Row[]) => void }) {
  const [pasted, setPasted] = useState('');
  return (
    <div className="mt-3 space-y-2">
      <TextAreaField
        label="Paste a recipe"
        hint="One ingredient a line, e.g. ‘2 1/4 cups flour’. Fill rows replaces the rows above."
        rows={5}
        value={pasted}
        onValue={setPasted}
      />
      <Button
        disabled={pasted.trim() === ''}
        onClick={() => {
          const rows = parseIngredientList(pasted);
          if (rows.length > 0) onFill(rows);
        }}
      >
        Fill rows
      </Button>
    </div>
  );
}
