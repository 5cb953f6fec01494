import { messages, ProfileFormSchema, profileMessages } from '@portal/contracts';
import * as v from 'valibot';
import { avatarFileProblem } from './AvatarUpload';

const valid = { nickname: 'Nova_01', birthDate: '1999-09-09', birthDateVisibility: 'hidden', phone: '' };
const firstMessage = (form: object) => {
  const result = v.safeParse(ProfileFormSchema, { ...valid, ...form });
  return result.success ? null : result.issues[0]?.message;
};

describe('profile form rules (000 §5, 001 §5)', () => {
  it.each([
    [{}, null],
    [{ nickname: '' }, messages.required],
    [{ nickname: 'ab' }, messages.minLength3],
    [{ nickname: 'abc' }, null],
    [{ nickname: 'a'.repeat(20) }, null],
    [{ nickname: 'a'.repeat(21) }, messages.maxLength20],
    [{ nickname: 'no spaces' }, profileMessages.usernameCharacters],
    [{ nickname: 'dots.and-dash_ok' }, null],
    [{ nickname: '12345' }, profileMessages.usernameLetter],
    [{ birthDate: '' }, messages.required],
    [{ birthDate: '2999-01-01' }, profileMessages.birthDateInFuture],
    [{ phone: '+628123456789' }, null],
    [{ phone: '0812345678' }, null],
    [{ phone: '12345' }, messages.phone],
    [{ phone: '+12345678901234567' }, messages.phone],
    [{ phone: '08-1234-5678' }, messages.phone],
  ])('%j → %s', (form, message) => {
    expect(firstMessage(form)).toBe(message);
  });

  it.each([
    [{ type: 'image/png', size: 1000 }, null],
    [{ type: 'image/webp', size: 2 * 1024 * 1024 }, null],
    [{ type: 'image/jpeg', size: 2 * 1024 * 1024 + 1 }, profileMessages.avatarTooLarge],
    [{ type: 'image/gif', size: 1000 }, profileMessages.avatarType],
    [{ type: 'text/plain', size: 10 }, profileMessages.avatarType],
  ])('avatar file %j → %s', (file, problem) => {
    expect(avatarFileProblem(file)).toBe(problem);
  });
});
