/**
 * The demo events' pictures, drawn here as SVG (no artwork ships with the repository): a night
 * scene with the game's name, clear enough that a player sees where each piece belongs.
 */
export function demoPuzzlePicture(
  title: string,
  palette: { sky: [string, string]; accent: string; ground: string },
) {
  const stars = Array.from({ length: 24 }, (_, index) => {
    const x = (index * 97) % 600;
    const y = (index * 53) % 220;
    return `<circle cx="${x + 12}" cy="${y + 14}" r="${1 + (index % 3)}" fill="#fff" opacity="${0.4 + (index % 5) / 10}"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 600" width="600" height="600">
<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${palette.sky[0]}"/><stop offset="1" stop-color="${palette.sky[1]}"/></linearGradient></defs>
<rect width="600" height="600" fill="url(#sky)"/>${stars}
<circle cx="430" cy="150" r="70" fill="${palette.accent}" opacity="0.9"/>
<path d="M0 420 L120 300 L220 390 L330 260 L460 380 L600 290 L600 600 L0 600 Z" fill="${palette.ground}" opacity="0.85"/>
<path d="M0 480 L150 400 L300 470 L450 410 L600 460 L600 600 L0 600 Z" fill="#0b0d14" opacity="0.8"/>
<text x="300" y="545" font-family="Georgia, serif" font-size="48" font-weight="bold" fill="${palette.accent}" text-anchor="middle">${title}</text>
</svg>`;
}
