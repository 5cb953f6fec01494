import junoMobile from '../assets/character-juno-mobile.svg?responsive=character';
import junoPortrait from '../assets/character-juno-portrait.svg?responsive=character';
import junoStats from '../assets/character-juno-stats.svg?responsive=character';
import marloweMobile from '../assets/character-marlowe-mobile.svg?responsive=character';
import marlowePortrait from '../assets/character-marlowe-portrait.svg?responsive=character';
import marloweStats from '../assets/character-marlowe-stats.svg?responsive=character';
import pipMobile from '../assets/character-pip-mobile.svg?responsive=character';
import pipPortrait from '../assets/character-pip-portrait.svg?responsive=character';
import pipStats from '../assets/character-pip-stats.svg?responsive=character';
import rookMobile from '../assets/character-rook-mobile.svg?responsive=character';
import rookPortrait from '../assets/character-rook-portrait.svg?responsive=character';
import rookStats from '../assets/character-rook-stats.svg?responsive=character';
import keyArt from '../assets/key-art.svg?responsive=hero';
import story from '../assets/story.svg?responsive=card';

/** The four characters (001 §2): job type, two biodata pictures, a phone background; texts by id. */
export const CHARACTERS = [
  { id: 'juno', job: 'explorer', biodata: [junoPortrait, junoStats], mobileBackground: junoMobile },
  { id: 'rook', job: 'hunter', biodata: [rookPortrait, rookStats], mobileBackground: rookMobile },
  {
    id: 'marlowe',
    job: 'tactician',
    biodata: [marlowePortrait, marloweStats],
    mobileBackground: marloweMobile,
  },
  { id: 'pip', job: 'wanderer', biodata: [pipPortrait, pipStats], mobileBackground: pipMobile },
] as const;
export const STORY_IMAGE = story;

/** The landing's hero: the document preloads it (pageMeta.ts `hero`, the same source and preset). */
export const KEY_ART = keyArt;

export const FEATURES = ['choices', 'friendships', 'chapters', 'soundtrack'] as const;
