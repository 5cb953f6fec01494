import { buildFeedbackPayload } from './feedbackPayload';

describe('the send-feedback body (000 §3)', () => {
  it('is a visitor payload with the optional email, trimmed', () => {
    expect(
      buildFeedbackPayload(
        'reward',
        { description: '  Nice gacha  ', email: ' guest@example.com ' },
        { isSignedIn: false, userId: null, accountEmail: null },
      ),
    ).toEqual({
      userId: null,
      type: 'user_feedback',
      value: { page: 'reward', description: 'Nice gacha', email: 'guest@example.com', isLogin: false },
    });
  });

  it('leaves out an empty visitor email', () => {
    const payload = buildFeedbackPayload(
      'other',
      { description: 'x', email: '' },
      { isSignedIn: false, userId: null, accountEmail: null },
    );
    expect(payload.value).not.toHaveProperty('email');
  });

  it("uses a signed-in player's id and account email, whatever the form held", () => {
    expect(
      buildFeedbackPayload(
        'friends',
        { description: 'Add a search', email: 'typed@example.com' },
        { isSignedIn: true, userId: '7', accountEmail: 'k@example.com' },
      ),
    ).toEqual({
      userId: 7,
      type: 'user_feedback',
      value: { page: 'friends', description: 'Add a search', email: 'k@example.com', isLogin: true },
    });
  });
});
