/** When a visitor closed the announcement on this device (signed-in players keep it in their configuration). */
const STORAGE_KEY = 'portal:announcementClosedAt';

export function readVisitorClosedAt(): number | null {
  try {
    const value = Number(window.localStorage.getItem(STORAGE_KEY));
    return Number.isInteger(value) && value > 0 ? value : null;
  } catch {
    return null;
  }
}

export function storeVisitorClosedAt(unixSeconds: number): void {
  try {
    window.localStorage.setItem(STORAGE_KEY, String(unixSeconds));
  } catch {
    // storage disabled: closed for this page only
  }
}
