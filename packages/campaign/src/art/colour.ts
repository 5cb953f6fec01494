/** `#rrggbb` scaled toward black (k < 1) or white (k > 1). */
export function shade(hex: string, k: number): string {
  const channel = (i: number) => {
    const value = parseInt(hex.slice(1 + i * 2, 3 + i * 2), 16);
    const out = k <= 1 ? value * k : value + (255 - value) * (k - 1);
    return Math.round(Math.min(255, Math.max(0, out)))
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(0)}${channel(1)}${channel(2)}`;
}
