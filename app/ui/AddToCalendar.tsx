import { CalendarPlus } from 'lucide';
import { NodeIcon } from './NodeIcon';
import { useState } from 'react';
import type { AllDayEvent } from '~/lib/download';
import { Button } from './Button';
import { useSiteT } from '~/lib/i18n';
import type en from './messages/en';

/**
 * Downloads an .ics file of all-day events. The download helper and the `ics` encoder load on
 * the first click, outside the page's first load. Says so in words when the file could not be
 * built (or its code could not be fetched).
 */
async function saveIcs(filename: string, events: readonly AllDayEvent[]): Promise<boolean> {
  try {
    const { downloadIcs } = await import('~/lib/download');
    return await downloadIcs(filename, events);
  } catch {
    return false;
  }
}

export function AddToCalendar({
  filename,
  events,
  label,
}: {
  filename: string;
  events: readonly AllDayEvent[];
  label?: string;
}) {
  const t = useSiteT<typeof en>();
  const [failed, setFailed] = useState(false);
  return (
    <div>
      <Button onClick={async () => setFailed(!(await saveIcs(filename, events)))}>
        <NodeIcon node={CalendarPlus} size={16} />
        {label ?? t('addToCalendar')}
      </Button>
      {failed && (
        <p role="alert" className="mt-2 text-sm text-red-700 dark:text-red-300">
          {t('calendarFailed')}
        </p>
      )}
    </div>
  );
}
