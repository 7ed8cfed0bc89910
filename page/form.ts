/**
 * The lookup form's fields: filled from a lookup (the page's URL), read into one (a submit), and the
 * month and the date kept in agreement: a date picks its month, and another month drops the date.
 */
import { PARAM } from '../lib/queryParams.ts';
import { UNIT_SYSTEMS } from '../lib/units.ts';
import { dateFieldValue, fieldDate } from './dateField.ts';
import type { Lookup } from './request.ts';

export interface FormFields {
  place: HTMLInputElement;
  month: HTMLSelectElement;
  date: HTMLInputElement;
  period: HTMLSelectElement;
  units: HTMLInputElement[];
}

export function formFields(doc: Document): FormFields {
  return {
    place: doc.getElementById('place') as HTMLInputElement,
    month: doc.getElementById(PARAM.month) as HTMLSelectElement,
    date: doc.getElementById(PARAM.date) as HTMLInputElement,
    period: doc.getElementById(PARAM.period) as HTMLSelectElement,
    units: [...doc.querySelectorAll<HTMLInputElement>(`input[name="${PARAM.units}"]`)],
  };
}

/** The fields as a lookup says (none: empty, the defaults). */
export function fillForm(f: FormFields, lookup: Lookup | null): void {
  f.place.value = lookup?.place ?? '';
  f.month.value = lookup?.month ? String(lookup.month) : '';
  f.date.value = dateFieldValue(lookup?.date, new Date().getFullYear());
  f.period.selectedIndex = 0;
  if (lookup?.period) f.period.value = lookup.period;
  for (const radio of f.units) radio.checked = radio.value === (lookup?.units ?? UNIT_SYSTEMS[0]);
}

/** The lookup the fields ask for; the place as typed, trimmed. */
export function readForm(f: FormFields): Lookup {
  const units = UNIT_SYSTEMS.find((u) => f.units.some((r) => r.checked && r.value === u)) ?? UNIT_SYSTEMS[0];
  const day = fieldDate(f.date.value);
  const month = day?.month ?? (f.month.value ? Number(f.month.value) : null);
  return { place: f.place.value.trim(), month, ...(day ? { date: day.date } : {}), period: f.period.value, units };
}

/** A date picks its month; choosing another month (or the whole year) clears the date. */
export function linkMonthAndDate(f: FormFields): void {
  f.date.addEventListener('change', () => {
    const day = fieldDate(f.date.value);
    if (day) f.month.value = String(day.month);
  });
  f.month.addEventListener('change', () => {
    if (fieldDate(f.date.value)?.month !== Number(f.month.value)) f.date.value = '';
  });
}
