import { Info } from 'lucide';
import { NodeIcon } from '~/ui/NodeIcon';
import { useId, useState } from 'react';
import { useLocation } from 'react-router';
import { today } from '~/lib/clock';
import { formatMoney, parseNumber } from '~/lib/format';
import { useT } from '~/lib/i18n';
import { useUrlState } from '~/lib/url-state';
import { FieldFrame, inputClass, NumberField } from '~/ui/Field';
import { Select } from '~/ui/Select';
import { INDEX_ITEMS, ITEMS, ITEMS_BY_ID, SECTIONS, type ItemId, type PriceItem } from './data';
import {
  anchorOf,
  effectiveCurrentYear,
  FIRST_DATA_YEAR,
  LATEST_DATA_YEAR,
  MAX_ANCHOR,
  withAnchor,
  type Anchors,
} from './inputs';
import { LazyPriceResult } from './LazyPriceResult';
import type en from './messages/en';
import { schema } from './schema';
import { clamp } from '~/lib/math';

/** The years in the lists: the data's first year to the current one, plus a linked year outside them. */
function yearOptions(currentYear: number, extra: number | null): { value: number; label: string }[] {
  const years: number[] = [];
  for (let year = FIRST_DATA_YEAR; year <= currentYear; year++) years.push(year);
  if (extra !== null && !years.includes(extra)) {
    years.push(extra);
    years.sort((a, b) => a - b);
  }
  return years.map((year) => ({ value: year, label: String(year) }));
}

const firstYear = (item: PriceItem) => item.seeds[0]!.year;
const lastYear = (item: PriceItem) => item.seeds[item.seeds.length - 1]!.year;

/** The item list, grouped by its five sections. */
function ItemSelect({ value, onChange }: { value: ItemId; onChange: (id: ItemId) => void }) {
  const t = useT<typeof en>();
  const id = useId();
  return (
    <FieldFrame id={id} label={t('item')}>
      <select
        id={id}
        className={inputClass}
        value={value}
        onChange={(event) => {
          const picked = ITEMS_BY_ID.get(event.target.value as ItemId);
          if (picked) onChange(picked.id);
        }}
      >
        {SECTIONS.map((section) => (
          <optgroup key={section} label={t(`section.${section}`)}>
            {ITEMS.filter((item) => item.section === section).map((item) => (
              <option key={item.id} value={item.id}>
                {t('itemOption', { item: t(`item.${item.id}`), unit: t(`unit.${item.unit}`) })}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
    </FieldFrame>
  );
}

/**
 * Today's price of one index item. The box keeps what the visitor types ('1,800', '-', '') while
 * the address keeps the number: blank returns to the default, a negative counts as 0.
 */
function AnchorField({
  item,
  anchors,
  draft,
  onDraft,
  onAnchor,
}: {
  item: PriceItem;
  anchors: Anchors;
  draft: string | undefined;
  onDraft: (text: string) => void;
  onAnchor: (value: number | null) => void;
}) {
  const t = useT<typeof en>();
  const effective = anchorOf(item, anchors);
  let shown = String(effective);
  if (draft !== undefined) {
    const parsed = parseNumber(draft);
    const fromDraft = parsed === null ? item.anchorTodayUSD : clamp(parsed, 0, MAX_ANCHOR);
    if (fromDraft === effective) shown = draft;
  }
  return (
    <NumberField
      label={t('anchorLabel', { item: t(`item.${item.id}`) })}
      hint={t('anchorHint', {
        unit: t(`unit.${item.unit}`),
        amount: formatMoney(item.anchorTodayUSD ?? 0, 'USD', 0),
      })}
      unit="USD"
      min={0}
      step={item.anchorTodayUSD !== null && item.anchorTodayUSD >= 1000 ? 500 : 10}
      maxLength={20}
      placeholder={String(item.anchorTodayUSD)}
      value={shown}
      onValue={(text) => {
        onDraft(text);
        onAnchor(parseNumber(text));
      }}
    />
  );
}

export function PriceTimeMachine() {
  const [state, setState, { hydrated }] = useUrlState(schema);
  const t = useT<typeof en>();
  const { key } = useLocation();
  // The visitor's year only once hydrated: the static HTML was built on another day.
  const currentYear = effectiveCurrentYear(hydrated ? today().year : LATEST_DATA_YEAR);
  const input = {
    item: state.item,
    year: state.y,
    compareYear: state.y2,
    anchors: state.anchors,
    currentYear,
  };
  const item = ITEMS_BY_ID.get(state.item)!;

  // What is typed into the anchor boxes, for this history entry only.
  const [drafts, setDrafts] = useState<{ key: string; values: Partial<Record<ItemId, string>> }>({
    key,
    values: {},
  });
  const typed = drafts.key === key ? drafts.values : {};

  const compareOptions = [{ value: '' as const, label: t('none') }, ...yearOptions(currentYear, state.y2)];

  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
      <div className="space-y-5">
        <ItemSelect value={state.item} onChange={(id) => setState({ item: id })} />
        <div className="grid gap-4 sm:grid-cols-2">
          <Select
            label={t('year')}
            value={state.y}
            options={yearOptions(currentYear, state.y)}
            onChange={(y) => setState({ y })}
          />
          <Select<number | ''>
            label={t('compareWith')}
            value={state.y2 ?? ''}
            options={compareOptions}
            onChange={(y2) => setState({ y2: y2 === '' ? null : y2 })}
          />
        </div>
        <p data-testid="ptm-data-range" className="flex gap-2 text-sm text-slate-700 dark:text-slate-300">
          <NodeIcon node={Info} size={16} className="mt-0.5 shrink-0" />
          <span>
            {t('dataRange', {
              item: t(`item.${item.id}`),
              from: String(firstYear(item)),
              to: String(lastYear(item)),
            })}
          </span>
        </p>
        <fieldset className="space-y-4 rounded-xl border border-slate-200 p-3 sm:p-4 dark:border-slate-700">
          <legend className="px-1 text-sm font-semibold text-slate-900 dark:text-white">
            {t('anchorsLegend')}
          </legend>
          <p className="text-sm text-slate-700 dark:text-slate-300">{t('anchorsNote')}</p>
          {INDEX_ITEMS.map((indexItem) => (
            <AnchorField
              key={indexItem.id}
              item={indexItem}
              anchors={state.anchors}
              draft={typed[indexItem.id]}
              onDraft={(text) =>
                setDrafts((current) => ({
                  key,
                  values: { ...(current.key === key ? current.values : {}), [indexItem.id]: text },
                }))
              }
              onAnchor={(value) => setState((s) => ({ anchors: withAnchor(s.anchors, indexItem.id, value) }))}
            />
          ))}
        </fieldset>
      </div>

      <LazyPriceResult input={input} item={item} />
    </div>
  );
}
