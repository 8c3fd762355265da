import { CalendarPlus } from 'lucide-react';
import { useState } from 'react';
import { downloadIcs, type AllDayEvent } from '~/lib/download';
import { Button } from './Button';

/**
 * Downloads an .ics file of all-day events (the `ics` encoder loads on the first click). Says
 * so in words when the file could not be built.
 */
export function AddToCalendar({
  filename,
  events,
  label = 'Add to calendar (.ics)',
}: {
  filename: string;
  events: readonly AllDayEvent[];
  label?: string;
}) {
  const [failed, setFailed] = useState(false);
  return (
    <div>
      <Button onClick={async () => setFailed(!(await downloadIcs(filename, events)))}>
        <CalendarPlus aria-hidden="true" size={16} />
        {label}
      </Button>
      {failed && (
        <p role="alert" className="mt-2 text-sm text-red-700 dark:text-red-300">
          The calendar file could not be made. Please try again.
        </p>
      )}
    </div>
  );
}
