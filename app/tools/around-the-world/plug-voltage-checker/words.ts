/**
 * The checker's verdicts in the page's words: each takes the page's `t` (messages/en.ts) and a
 * result of plug-voltage-checker.ts, whose logic speaks no language. For the result's component.
 */
import type { T } from '~/lib/i18n';
import { DUAL_MAX_V, DUAL_MIN_V, type PlugCountry, type PlugType } from './data';
import type en from './messages/en';
import { VOLTAGE_TOLERANCE, type PlugFit, type PlugVoltageResult } from './plug-voltage-checker';

type Words = T<typeof en>;

const dualRange = { min: DUAL_MIN_V, max: DUAL_MAX_V };

/** 'A', 'A and B', 'C, E and F' (or 'or'). */
export function listOf(t: Words, items: readonly string[], last: 'and' | 'or' = 'and'): string {
  if (items.length <= 1) return items.join('');
  const head = items.slice(0, -1).reduce((a, b) => t('comma', { a, b }));
  return t(last, { a: head, b: items[items.length - 1]! });
}

/** 'G', 'C, E, F, K': the plug letters as the destination's facts list them. */
export const lettersOf = (t: Words, types: readonly string[]) => types.reduce((a, b) => t('comma', { a, b }));

/** 'type G', 'types A and B', 'types C, E or F'. */
export const typesText = (t: Words, types: readonly PlugType[], last: 'and' | 'or' = 'and') =>
  t('types', { n: types.length, list: listOf(t, types, last) });

/** '120 V', '127 V or 220 V'. */
export const voltsText = (t: Words, list: readonly number[], last: 'and' | 'or' = 'or') =>
  listOf(
    t,
    list.map((v) => `${v} V`),
    last,
  );

/** In a sentence: '50 Hz', '50 Hz or 60 Hz'. */
const hzText = (t: Words, c: PlugCountry) =>
  listOf(
    t,
    c.hz.map((hz) => `${hz} Hz`),
    'or',
  );

/** 'the United Kingdom', 'Canada'. */
export const placeOf = (t: Words, c: PlugCountry) => t(`place.${c.code}`);

/** The one sentence of what the traveller needs. */
export function headlineOf(t: Words, r: PlugVoltageResult): string {
  if (r.home) return t('home');
  return t('headline', { plugs: t(`plugs.${r.adapter.need}`), volts: t(`volts.${r.converter.need}`) });
}

/** The one line for screen readers, Copy and Share. */
export function summaryOf(t: Words, r: PlugVoltageResult): string {
  const facts = { types: typesText(t, r.to.plugs), volts: voltsText(t, r.voltages), frequency: r.frequency };
  if (r.home) return t('summaryHome', { country: t(`country.${r.to.code}`), ...facts });
  return t(r.dual ? 'summaryDual' : 'summary', {
    from: placeOf(t, r.from),
    to: placeOf(t, r.to),
    adapter: t(`adapterLower.${r.adapter.need}`),
    converter: t(`voltageLower.${r.converter.need}`),
    hz: t(`hzLower.${r.hz.status}`),
    place: placeOf(t, r.to),
    ...facts,
  });
}

/** 'fits type C and J sockets' or 'needs an adapter'. */
export const fitText = (t: Words, fit: PlugFit) =>
  fit.sockets.length > 0 ? t('fitsSockets', { types: listOf(t, fit.sockets) }) : t('needsAdapter');

export function adapterDetail(t: Words, r: PlugVoltageResult): string {
  const { from, to, adapter } = r;
  const types = typesText(t, from.plugs);
  if (r.home) return t('adapterHome', { types });
  const place = placeOf(t, to);
  const theirTypes = typesText(t, to.plugs);
  const sockets = listOf(t, to.plugs, 'or');
  if (adapter.need === 'none') return t('adapterNone', { types, place, theirTypes });
  if (adapter.need === 'all') return t('adapterAll', { types, place, theirTypes, sockets });
  return t('adapterSome', {
    fitting: listOf(t, adapter.fitting),
    notFitting: listOf(t, adapter.notFitting),
    place,
    sockets,
  });
}

export function voltageDetail(t: Words, r: PlugVoltageResult): string {
  const detail = r.converter.detail;
  const here = { volts: voltsText(t, r.voltages), place: placeOf(t, r.to) };
  switch (detail.kind) {
    case 'home':
      return t('voltageHome', { volts: here.volts });
    case 'dual':
      return t('voltageDual', { ...dualRange, ...here });
    case 'outside':
      return t(`voltageOutside.${detail.converter}`, { ...dualRange, ...here });
    case 'same':
      return t('voltageSame', here);
    case 'within':
      return t('voltageWithin', {
        ...here,
        tolerance: VOLTAGE_TOLERANCE * 100,
        rated: voltsText(t, detail.rated),
      });
    case 'check':
      return t(`voltageCheck.${detail.converter}`, {
        ...dualRange,
        ...here,
        origin: t(`placeStart.${r.from.code}`),
        rated: voltsText(t, detail.rated, 'and'),
        suited: voltsText(t, detail.suited),
        unsuited: voltsText(t, detail.unsuited),
      });
    case 'partial':
      return t(`voltagePartial.${detail.converter}`, {
        ...dualRange,
        volts: here.volts,
        place: t(`placeStart.${r.to.code}`),
        rated: voltsText(t, detail.rated),
        good: voltsText(t, detail.good),
        bad: voltsText(t, detail.bad),
      });
    case 'converter':
      return t(`voltageConverter.${detail.converter}`, {
        ...dualRange,
        ...here,
        rated: voltsText(t, detail.rated),
      });
  }
}

export function frequencyDetail(t: Words, r: PlugVoltageResult): string {
  const { from, to, hz } = r;
  if (hz.status === 'same') return t('hzSame', { hz: hzText(t, to) });
  const toHz = hz.splitTo ? t('japanHz') : hzText(t, to);
  const facts = hz.splitFrom
    ? t('hzFactsFromJapan', { fromHz: t('japanHz'), place: placeOf(t, to), toHz })
    : t('hzFacts', { fromHz: hzText(t, from), place: placeOf(t, to), toHz });
  return t('hzDetail', { facts, advice: t(r.dual ? 'hzAdviceDual' : 'hzAdvice') });
}
