import { forwardWidgetEvents } from './widgetEvents';

describe('forwardWidgetEvents', () => {
  it("hands a widget's own events to the studio's onEvent until stopped", () => {
    const host = document.createElement('div');
    const root = host.attachShadow({ mode: 'open' });
    const inner = document.createElement('section');
    root.append(inner);
    const onEvent = jest.fn();
    const stop = forwardWidgetEvents(root, () => onEvent);
    const emit = (detail: unknown) =>
      inner.dispatchEvent(new CustomEvent('portal-embed:event', { bubbles: true, detail }));

    emit({ name: 'pre-registered', detail: { userId: 7, channel: 'website' } });
    emit({ detail: {} }); // no name: not an event of the widget's
    expect(onEvent.mock.calls).toEqual([['pre-registered', { userId: 7, channel: 'website' }]]);

    stop();
    emit({ name: 'feedback-sent', detail: { page: 'other' } });
    expect(onEvent).toHaveBeenCalledTimes(1);
  });
});
