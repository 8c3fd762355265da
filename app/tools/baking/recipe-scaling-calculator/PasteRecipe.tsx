import { useState } from 'react';
import { useT } from '~/lib/i18n';
import { Button } from '~/ui/Button';
import { TextAreaField } from '~/ui/TextAreaField';
import type en from './messages/en';
import { parseIngredientList } from './paste-recipe';
import type { Row } from './recipe-scaling-calculator';

/** 'Paste a whole recipe': a box of ingredient lines and 'Fill rows', which replaces the rows. */
export function PasteRecipe({ onFill }: { onFill: (rows: Row[]) => void }) {
  const [pasted, setPasted] = useState('');
  const t = useT<typeof en>();
  return (
    <div className="mt-3 space-y-2">
      <TextAreaField
        label={t('pasteLabel')}
        hint={t('pasteHint')}
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
        {t('fillRows')}
      </Button>
    </div>
  );
}
