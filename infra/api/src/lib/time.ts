/** Unix seconds, the unit every answer of the API uses for instants. */
export const unixSeconds = (date: Date): number => Math.floor(date.getTime() / 1000);
export const unixOrNull = (date: Date | null): number | null => (date ? unixSeconds(date) : null);
