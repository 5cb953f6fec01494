/**
 * The art slots of the landing: each import is a file in src/assets. The scaffold generated them
 * (text-free key art); replace a file by the game's real art (PNG, JPEG or SVG, same size or
 * update the numbers here) and the landing, the link preview and the layout follow.
 */
import guard from '../assets/character-guard.svg';
import keyArt from '../assets/key-art.svg';
import scout from '../assets/character-scout.svg';
import seer from '../assets/character-seer.svg';

/** The hero at the top of the landing (also the link preview of pageMeta.ts). */
export const HERO_IMAGE = { src: keyArt, width: 1200, height: 630 } as const;

/** Characters: a job type (explorer, hunter, battle_master, tactician, wanderer) and a portrait; texts by id. */
export const CHARACTERS = [
  { id: 'scout', job: 'explorer', portrait: scout },
  { id: 'guard', job: 'battle_master', portrait: guard },
  { id: 'seer', job: 'tactician', portrait: seer },
] as const;
export const PORTRAIT_IMAGE = { width: 300, height: 400 } as const;
