import { ApiNetworkError, ApiRequestError } from '@portal/api-client';
import { changeLanguage } from '@portal/i18n';
import { registerTexts } from '../i18n';
import { apiMessage } from './apiMessage';

const refused = (code: string) => new ApiRequestError(409, [{ code, message: 'English text from the API' }]);

beforeAll(() => registerTexts());
afterEach(() => changeLanguage('en'));

describe('API errors in the player language', () => {
  it.each([
    ['en', 'FRIEND_BLOCKED', 'You cannot be friends with this player.'],
    ['vn', 'FRIEND_BLOCKED', 'Bạn không thể kết bạn với người chơi này.'],
    ['en', 'CURRENT_PASSWORD_INVALID', 'Your current password is not correct'],
    ['vn', 'CURRENT_PASSWORD_INVALID', 'Mật khẩu hiện tại không đúng'],
    ['vn', 'INVITE_INVALID', 'Liên kết mời này không hợp lệ.'],
    ['vn', 'USER_NOT_FOUND', 'Không tìm thấy người dùng'],
  ] as const)('%s: %s', async (language, code, text) => {
    await changeLanguage(language);
    expect(apiMessage(refused(code))).toBe(text);
  });

  it('falls back to the portal texts for other codes, never to the API English', async () => {
    expect(apiMessage(refused('SOMETHING_NEW'))).toBe('Something went wrong. Please try again.');
    expect(apiMessage(new ApiNetworkError('NETWORK_ERROR', 'offline'))).toBe(
      'Cannot reach the server. Please check your connection and try again.',
    );
    expect(apiMessage(new Error('boom'))).toBe('Something went wrong. Please try again.');
  });
});
