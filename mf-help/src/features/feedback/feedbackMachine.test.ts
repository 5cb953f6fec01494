import {
  feedbackReducer,
  initialFeedbackState,
  type FeedbackEvent,
  type FeedbackState,
} from './feedbackMachine';

const draft = { description: 'Love the new cards', email: 'guest@example.com' };
const run = (events: FeedbackEvent[], from: FeedbackState = initialFeedbackState()) =>
  events.reduce(feedbackReducer, from);

describe('feedback sheet state machine (000 §4)', () => {
  it('starts on the form with the preselected page and an empty draft', () => {
    expect(initialFeedbackState('homepage')).toEqual({
      step: 'form',
      page: 'homepage',
      pageChosen: false,
      draft: { description: '', email: '' },
      phase: null,
      error: null,
    });
  });

  it('opens the page selector keeping the draft, and choosing a page returns to the form', () => {
    const state = run([
      { type: 'openPages', draft },
      { type: 'choosePage', page: 'friends' },
    ]);
    expect(state).toMatchObject({ step: 'form', page: 'friends', pageChosen: true, draft });
  });

  it('returns from the page selector without a choice', () => {
    expect(run([{ type: 'openPages', draft }, { type: 'closePages' }])).toMatchObject({
      step: 'form',
      page: null,
    });
  });

  it('does not send before a page is chosen', () => {
    expect(run([{ type: 'submit', draft }])).toMatchObject({ step: 'form', phase: null });
  });

  it('goes request → 0.5 s pause → progress → thank-you after a successful send', () => {
    const start = initialFeedbackState('reward');
    const sending = run([{ type: 'submit', draft }], start);
    expect(sending).toMatchObject({ step: 'sending', phase: 'request', draft });
    const paused = run([{ type: 'sendSucceeded' }], sending);
    expect(paused).toMatchObject({ step: 'sending', phase: 'pause' });
    const progressing = run([{ type: 'pauseElapsed' }], paused);
    expect(progressing).toMatchObject({ step: 'sending', phase: 'progress' });
    expect(run([{ type: 'progressFinished' }], progressing)).toMatchObject({ step: 'thanks', phase: null });
  });

  it('returns to the form with the text and the error code after a failed send', () => {
    const failed = run(
      [
        { type: 'submit', draft },
        { type: 'sendFailed', code: 'NETWORK_ERROR' },
      ],
      initialFeedbackState('other'),
    );
    expect(failed).toMatchObject({ step: 'form', draft, error: 'NETWORK_ERROR', phase: null, page: 'other' });
    expect(run([{ type: 'submit', draft }], failed)).toMatchObject({ step: 'sending', error: null });
  });

  it('ignores events that do not belong to the current step', () => {
    const start = initialFeedbackState('login');
    expect(
      run([{ type: 'sendSucceeded' }, { type: 'pauseElapsed' }, { type: 'progressFinished' }], start),
    ).toEqual(start);
    const sending = run([{ type: 'submit', draft }], start);
    expect(
      run(
        [
          { type: 'openPages', draft },
          { type: 'choosePage', page: 'friends' },
        ],
        sending,
      ),
    ).toEqual(sending);
  });

  it("lets a late preselection fill an empty page but never override the player's choice", () => {
    expect(run([{ type: 'preselect', page: 'released_game' }])).toMatchObject({ page: 'released_game' });
    const chosen = run([
      { type: 'openPages', draft },
      { type: 'choosePage', page: 'friends' },
    ]);
    expect(run([{ type: 'preselect', page: 'released_game' }], chosen)).toMatchObject({ page: 'friends' });
  });

  it('starts over on reset', () => {
    const thanks = { ...initialFeedbackState('login'), step: 'thanks' as const, draft };
    expect(run([{ type: 'reset', page: 'homepage' }], thanks)).toEqual(initialFeedbackState('homepage'));
  });
});
