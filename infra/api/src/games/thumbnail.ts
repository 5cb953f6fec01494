const escapeXml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[char] ?? char,
  );

/** Stable hue per game code, so each placeholder keeps its colour. */
function hueOf(gameCode: string): number {
  let hash = 0;
  for (const char of gameCode) hash = (hash * 31 + char.charCodeAt(0)) % 360;
  return hash;
}

/** A 400x225 placeholder card with the game's name; no external fonts or images. */
export function renderGameThumbnail(gameCode: string, name: string): string {
  const hue = hueOf(gameCode);
  const title = escapeXml(name);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="225" viewBox="0 0 400 225" role="img" aria-label="${title}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="hsl(${hue}, 70%, 42%)"/>
      <stop offset="1" stop-color="hsl(${(hue + 60) % 360}, 70%, 18%)"/>
    </linearGradient>
  </defs>
  <rect width="400" height="225" fill="url(#bg)"/>
  <circle cx="330" cy="50" r="90" fill="#ffffff" fill-opacity="0.08"/>
  <text x="24" y="190" font-family="system-ui, sans-serif" font-size="30" font-weight="700" fill="#ffffff">${title}</text>
</svg>
`;
}
