import { render } from '@testing-library/react';
import { ChatIcon, ControllerIcon, CrownIcon, LockIcon } from './icons';

describe('profile icons', () => {
  it('are SVG drawings, not emoji characters a phone without an emoji font shows as boxes', () => {
    const { container } = render(
      <>
        <ChatIcon />
        <ControllerIcon />
        <CrownIcon />
        <LockIcon />
      </>,
    );
    expect(container.querySelectorAll('svg[aria-hidden="true"]')).toHaveLength(4);
    expect(container.textContent).toBe('');
  });
});
