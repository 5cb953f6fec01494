import { PAGE_SIZE_DEFAULT, PAGE_SIZE_OPTIONS } from '@portal/contracts';

/** The size changer appears only when the list holds more than this many entries (000 §9). */
export const SIZE_CHANGER_THRESHOLD = 50;

export const showSizeChanger = (total: number): boolean => total > SIZE_CHANGER_THRESHOLD;

export const pageCount = (total: number, size: number): number => Math.max(1, Math.ceil(total / size));

/** A page size from the URL: one of 10/20/50/100, else the default 10. */
export function parsePageSize(raw: string | null): number {
  const size = Number(raw);
  return (PAGE_SIZE_OPTIONS as readonly number[]).includes(size) ? size : PAGE_SIZE_DEFAULT;
}

/** A page number from the URL: a whole number from 1, else 1. */
export function parsePage(raw: string | null): number {
  const page = Number(raw);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}
