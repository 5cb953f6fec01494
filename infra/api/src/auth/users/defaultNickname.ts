import { randomInt } from 'node:crypto';

// Short, friendly words (no person's name, nothing that reads as a rank or an insult), each ≤ 7
// letters so a name stays within the 20-character nickname limit.
const ADJECTIVES = [
  'Brave',
  'Swift',
  'Lucky',
  'Clever',
  'Bold',
  'Mighty',
  'Quiet',
  'Sunny',
  'Noble',
  'Rapid',
  'Cosmic',
  'Golden',
  'Silver',
  'Wild',
  'Calm',
  'Jolly',
  'Bright',
  'Keen',
  'Nimble',
  'Steady',
  'Fierce',
  'Gentle',
  'Merry',
  'Daring',
] as const;
const CREATURES = [
  'Falcon',
  'Otter',
  'Tiger',
  'Panda',
  'Wolf',
  'Fox',
  'Raven',
  'Lynx',
  'Dragon',
  'Phoenix',
  'Koala',
  'Badger',
  'Heron',
  'Gecko',
  'Bison',
  'Orca',
  'Comet',
  'Golem',
  'Griffin',
  'Knight',
  'Ranger',
  'Wizard',
  'Sprite',
  'Yeti',
] as const;

/**
 * A new player's name until they choose one: two friendly words and three digits
 * ("BraveFalcon417"), 576,000 names a person can read aloud, unlike "Player042137". A clash is
 * drawn again by the repository (the profile slug is unique).
 */
export function defaultNickname(): string {
  const adjective = ADJECTIVES[randomInt(ADJECTIVES.length)]!;
  const creature = CREATURES[randomInt(CREATURES.length)]!;
  return `${adjective}${creature}${String(randomInt(0, 1000)).padStart(3, '0')}`;
}
