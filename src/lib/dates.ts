import { PUBLISHED_TIME_ZONE } from "./constants";

const publishedFormat = new Intl.DateTimeFormat("en-US", {
  timeZone: PUBLISHED_TIME_ZONE,
  month: "long",
  day: "2-digit",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  hour12: true,
});

/**
 * 'July 11, 2025 08:30 PM' in Pakistan time. Assembled from parts because ICU versions
 * differ in the joining words ("at", commas), and the text must match on server and client.
 */
export function formatPublished(isoDate: string): string {
  const date = new Date(isoDate);
  if (Number.isNaN(date.getTime())) throw new RangeError(`Not a date: ${isoDate}`);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    publishedFormat.formatToParts(date).find((p) => p.type === type)?.value ?? "";
  return `${part("month")} ${part("day")}, ${part("year")} ${part("hour")}:${part("minute")} ${part("dayPeriod").toUpperCase()}`;
}

const dayFormat = new Intl.DateTimeFormat("en-US", {
  timeZone: "UTC",
  month: "long",
  day: "numeric",
  year: "numeric",
});

/** 'May 20, 2025' for a calendar date such as a legal page's last-updated date. */
export function formatCalendarDate(isoDay: string): string {
  const date = new Date(`${isoDay.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) throw new RangeError(`Not a date: ${isoDay}`);
  return dayFormat.format(date);
}
