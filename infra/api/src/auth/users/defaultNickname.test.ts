import { NicknameSchema } from '@portal/contracts';
import * as v from 'valibot';
import { defaultNickname } from './defaultNickname';

describe('a new player’s default name', () => {
  it('is two friendly words and three digits, a valid nickname, never "Player######"', () => {
    for (let draw = 0; draw < 500; draw++) {
      const name = defaultNickname();
      expect(name).toMatch(/^[A-Z][a-z]+[A-Z][a-z]+\d{3}$/);
      expect(name).not.toMatch(/^Player/);
      expect(v.is(NicknameSchema, name)).toBe(true);
    }
  });
});
