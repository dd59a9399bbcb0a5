import { currentLocale } from './messages.ts';

/** A count or figure with the current language's digits grouping ("1,234" / "1234", "12.345"). */
export const formatNumber = (value: number, options?: Intl.NumberFormatOptions): string => new Intl.NumberFormat(currentLocale(), options).format(value);

/** A calendar day, e.g. "27 Nov 2026" / "27 nov 2026". */
export const formatDate = (date: Date | string, options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' }): string =>
  new Intl.DateTimeFormat(currentLocale(), { timeZone: typeof date === 'string' ? 'UTC' : undefined, ...options }).format(
    typeof date === 'string' ? new Date(date.length === 10 ? `${date}T00:00:00Z` : date) : date,
  );

/** A speed as a multiple, with the language's decimal mark ("0.5×" / "0,5×"). */
export const formatSpeed = (speed: number): string => `${formatNumber(speed)}×`;

/** The current language's decimal mark, for the clock's tenths ("1:05.3" / "1:05,3"). */
export function decimalMark(): string {
  return new Intl.NumberFormat(currentLocale()).formatToParts(1.5).find((part) => part.type === 'decimal')?.value ?? '.';
}

/** Names joined as the language lists them ("Ana, Bo and Cy" / "Ana, Bo y Cy"). */
export const formatList = (items: readonly string[]): string => new Intl.ListFormat(currentLocale(), { type: 'conjunction' }).format(items);

/** `m:ss.t` (the tenths after the language's decimal mark: `m:ss,t` in Spanish), or `h:mm:ss` past an hour. */
export function formatTime(ms: number | null): string {
  if (ms === null) return '—';
  const tenths = Math.floor(ms / 100) % 10;
  const seconds = Math.floor(ms / 1000);
  const s = String(seconds % 60).padStart(2, '0');
  const minutes = Math.floor(seconds / 60);
  if (minutes >= 60) return `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}:${s}`;
  return `${minutes}:${s}${decimalMark()}${tenths}`;
}
