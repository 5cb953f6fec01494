import type { FeedbackPage } from '@portal/contracts';
import { getDataLayer, track } from './track';

type TestWindow = Window & { dataLayer?: unknown[] };

describe('track', () => {
  beforeEach(() => {
    delete (window as TestWindow).dataLayer;
  });

  it('creates window.dataLayer when missing and pushes the event', () => {
    track({ event: 'page_view', path: '/vip', title: 'My VIP', app: 'mf-wallet-vip' });
    expect((window as TestWindow).dataLayer).toEqual([
      { event: 'page_view', path: '/vip', title: 'My VIP', app: 'mf-wallet-vip' },
    ]);
  });

  it('appends to a data layer the tag manager already created', () => {
    const existing: unknown[] = [{ 'gtm.start': 1 }];
    (window as TestWindow).dataLayer = existing;
    track({ event: 'sign_in', method: 'google' });
    track({ event: 'sign_up', method: 'email' });
    track({ event: 'feedback_sent', page: 'homepage' });
    track({ event: 'language_change', from: 'en', to: 'vn' });
    expect(existing).toEqual([
      { 'gtm.start': 1 },
      { event: 'sign_in', method: 'google' },
      { event: 'sign_up', method: 'email' },
      { event: 'feedback_sent', page: 'homepage' },
      { event: 'language_change', from: 'en', to: 'vn' },
    ]);
  });

  it('pushes a copy, so later changes to the caller’s object do not rewrite history', () => {
    const event: { event: 'feedback_sent'; page: FeedbackPage } = { event: 'feedback_sent', page: 'reward' };
    track(event);
    event.page = 'other';
    expect(getDataLayer()).toEqual([{ event: 'feedback_sent', page: 'reward' }]);
  });
});
