import path from 'node:path';

/** Committed learn videos, one folder per game code (regenerate with generateLearnVideos.ts). */
export const LEARN_VIDEO_DIR = path.join(__dirname, 'files');
