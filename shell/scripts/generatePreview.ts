/**
 * Writes the portal's link-preview art (src/document/preview.svg, committed; run again after a
 * change with `npx tsx scripts/generatePreview.ts`). The build renders it at 1200×630 for og:image.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { keyArt } from '@portal/campaign/key-art';

writeFileSync(
  path.join(__dirname, '..', 'src', 'document', 'preview.svg'),
  keyArt({
    width: 1200,
    height: 630,
    seed: 11,
    figures: 5,
    palette: { sky: ['#0b0d14', '#2a3145'], ridges: ['#1c2130', '#141824', '#0b0d14'], accent: '#ffe08a' },
  }),
);
