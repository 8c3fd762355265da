import { Search } from 'lucide';
import { NodeIcon } from '~/ui/NodeIcon';
import { useId, useState, type KeyboardEvent } from 'react';
import { useT } from '~/lib/i18n';
import { hintClass, inputClass, labelClass } from '~/ui/Field';
import { CITIES, type City, type CityId } from './data';
import type en from './messages/en';
import { cityText, countryText } from './words';
import { searchCities } from './search';

/**
 * The city search: a combobox suggesting up to 10 known cities that are not watched
 * yet (WAI-ARIA combobox pattern: the focus stays in the box, arrows move through the list,
 * Enter adds, Escape closes). Choosing a suggestion adds the city and clears the box.
 */
export function CitySearch({ watched, onAdd }: { watched: readonly CityId[]; onAdd: (city: City) => void }) {
  const t = useT<typeof en>();
  const id = useId();
  const listId = `${id}-list`;
  const hintId = `${id}-hint`;
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const suggestions = searchCities(query, watched, {
    city: (city) => cityText(t, city),
    country: (country) => countryText(t, country),
  });
  const showList = open && suggestions.length > 0;
  const current = showList && active >= 0 && active < suggestions.length ? active : -1;
  const optionId = (index: number) => `${id}-option-${index}`;

  const choose = (city: City) => {
    onAdd(city);
    setQuery('');
    setActive(-1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = suggestions.length;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (count === 0) return;
      event.preventDefault();
      setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive(current === -1 ? (step === 1 ? 0 : count - 1) : (current + step + count) % count);
    } else if (event.key === 'Enter') {
      if (!showList) return;
      event.preventDefault();
      // Enter adds the highlighted city, or the best match when none is highlighted.
      choose(suggestions[current === -1 ? 0 : current]!);
    } else if (event.key === 'Escape') {
      if (showList) {
        event.preventDefault();
        setOpen(false);
        setActive(-1);
      } else if (query !== '') {
        event.preventDefault();
        setQuery('');
      }
    }
  };

  const allWatched = CITIES.every((city) => watched.includes(city.id));
  const hint =
    query.trim() !== '' && suggestions.length === 0
      ? allWatched
        ? t('allWatched')
        : t('noMatch', { query: query.trim().slice(0, 40) })
      : t('searchHint');

  return (
    <div className="relative">
      <label htmlFor={id} className={labelClass}>
        {t('searchLabel')}
      </label>
      <div className="relative">
        <NodeIcon
          node={Search}
          size={18}
          className="pointer-events-none absolute top-1/2 start-3 -translate-y-1/2 text-slate-500 dark:text-slate-400"
        />
        <input
          id={id}
          type="text"
          role="combobox"
          autoComplete="off"
          spellCheck={false}
          maxLength={60}
          placeholder={t('searchPlaceholder')}
          aria-autocomplete="list"
          aria-expanded={showList}
          aria-controls={listId}
          aria-activedescendant={current === -1 ? undefined : optionId(current)}
          aria-describedby={hintId}
          className={`${inputClass} ps-10`}
          value={query}
          onChange={(e) => {
            setQuery(e.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => setOpen(false)}
          onKeyDown={onKeyDown}
        />
      </div>
      <ul
        id={listId}
        role="listbox"
        aria-label={t('matchingCities')}
        hidden={!showList}
        className="absolute z-20 mt-1 max-h-80 w-full overflow-auto rounded-lg border border-slate-300 bg-white py-1 shadow-lg dark:border-slate-600 dark:bg-slate-900"
      >
        {suggestions.map((city, index) => (
          // Keyboard use goes through the combobox (aria-activedescendant); the mouse clicks.
          // eslint-disable-next-line jsx-a11y/click-events-have-key-events
          <li
            key={city.id}
            id={optionId(index)}
            role="option"
            aria-selected={index === current}
            className={`flex cursor-pointer items-baseline justify-between gap-3 px-3 py-2 text-slate-900 dark:text-slate-100 ${
              index === current
                ? 'bg-blue-100 dark:bg-slate-700'
                : 'hover:bg-slate-100 dark:hover:bg-slate-800'
            }`}
            // Keep the focus in the box while the pointer picks a suggestion.
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => choose(city)}
          >
            <span className="font-medium">{cityText(t, city)}</span>
            <span className="text-sm text-slate-600 dark:text-slate-400">{countryText(t, city.country)}</span>
          </li>
        ))}
      </ul>
      <p id={hintId} className={hintClass}>
        {hint}
      </p>
    </div>
  );
}
