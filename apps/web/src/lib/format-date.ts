import { formatIsoDay } from '@huella/contracts';
import { BUSINESS_TIME_ZONE } from '@huella/domain';

/**
 * The one way dates reach the screen (issue 11 item 8): DD/MM/AAAA with a four-digit year, and DD/MM/AAAA HH:mm
 * (24-hour clock) for an instant. Instants are read in Lima's calendar, the business calendar of every date the
 * app stores, so a row saved at 21:00 in Lima does not show the next day's date on a browser set to UTC.
 */

const DAY = /^\d{4}-\d{2}-\d{2}$/;

const dayInLima = new Intl.DateTimeFormat('en-GB', {
  timeZone: BUSINESS_TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});

const dayTimeInLima = new Intl.DateTimeFormat('en-GB', {
  timeZone: BUSINESS_TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** The parts of a formatter, joined as DD/MM/AAAA[ HH:mm] whatever the locale's own separators. */
function partsOf(format: Intl.DateTimeFormat, date: Date) {
  const parts = Object.fromEntries(format.formatToParts(date).map((part) => [part.type, part.value]));
  const day = `${parts.day}/${parts.month}/${parts.year}`;
  return parts.hour === undefined ? day : `${day} ${parts.hour}:${parts.minute}`;
}

function toDate(value: string): Date | null {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * A day: 'YYYY-MM-DD' as is (no time zone may move a calendar day), an instant as its day in Lima; '-' when
 * there is none.
 */
export function formatDate(value: string | null | undefined): string {
  if (!value) return '-';
  if (DAY.test(value)) return formatIsoDay(value);
  const date = toDate(value);
  return date ? partsOf(dayInLima, date) : value;
}

/** An instant (ISO with time) as DD/MM/AAAA HH:mm in Lima; a bare day has no time to show. */
export function formatDateTime(value: string | null | undefined): string {
  if (!value) return '-';
  if (DAY.test(value)) return formatIsoDay(value);
  const date = toDate(value);
  return date ? partsOf(dayTimeInLima, date) : value;
}
