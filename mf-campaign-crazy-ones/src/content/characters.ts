import junoMobile from '../assets/character-juno-mobile.svg';
import junoPortrait from '../assets/character-juno-portrait.svg';
import junoStats from '../assets/character-juno-stats.svg';
import marloweMobile from '../assets/character-marlowe-mobile.svg';
import marlowePortrait from '../assets/character-marlowe-portrait.svg';
import marloweStats from '../assets/character-marlowe-stats.svg';
import pipMobile from '../assets/character-pip-mobile.svg';
import pipPortrait from '../assets/character-pip-portrait.svg';
import pipStats from '../assets/character-pip-stats.svg';
import rookMobile from '../assets/character-rook-mobile.svg';
import rookPortrait from '../assets/character-rook-portrait.svg';
import rookStats from '../assets/character-rook-stats.svg';
import story from '../assets/story.svg';

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
export const BIODATA_IMAGE = { width: 300, height: 400 } as const;

export const STORY_IMAGE = { src: story, width: 640, height: 360 } as const;

export const FEATURES = ['choices', 'friendships', 'chapters', 'soundtrack'] as const;
