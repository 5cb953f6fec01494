/**
 * The art slots of the landing: each import is a file in src/assets. The scaffold generated them
 * (text-free key art); replace a file by the game's real art (PNG, JPEG or SVG, any size, same name
 * or a new path here). The build converts each to AVIF, WebP and JPEG at the widths of its
 * `?responsive=<preset>` (IMAGE_PRESETS of @portal/routes), with its intrinsic size.
 */
import guard from '../assets/character-guard.svg?responsive=character';
import keyArt from '../assets/key-art.svg?responsive=hero';
import scout from '../assets/character-scout.svg?responsive=character';
import seer from '../assets/character-seer.svg?responsive=character';

/** The hero at the top of the landing (also the link preview and the document's preload: pageMeta.ts). */
export const HERO_IMAGE = keyArt;

/** Characters: a job type (explorer, hunter, battle_master, tactician, wanderer) and a portrait; texts by id. */
export const CHARACTERS = [
  { id: 'scout', job: 'explorer', portrait: scout },
  { id: 'guard', job: 'battle_master', portrait: guard },
  { id: 'seer', job: 'tactician', portrait: seer },
] as const;

