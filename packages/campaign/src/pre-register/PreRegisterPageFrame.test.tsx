import { screen } from '@testing-library/react';
import { renderKit, resetKit } from '../testing/renderKit';
import { PreRegisterPageFrame } from './PreRegisterPageFrame';

beforeEach(resetKit);

describe('the frame of a pre-register page', () => {
  it('leads back to the game, offers the language, names the page and holds the flow', () => {
    renderKit(
      <PreRegisterPageFrame
        back={{ href: '/games/official/new_game', label: 'Back to New Game' }}
        title="Pre-register for New Game"
        testId="mobile"
        documentTitle="Pre-register for New Game · Mobile"
      >
        <p>the flow</p>
      </PreRegisterPageFrame>,
    );
    expect(screen.getByRole('link', { name: 'Back to New Game' })).toHaveAttribute(
      'href',
      '/games/official/new_game',
    );
    expect(screen.getByRole('button', { name: /Language: EN/ })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Pre-register for New Game' })).toBeInTheDocument();
    expect(screen.getByText('the flow')).toBeInTheDocument();
    expect(screen.getByTestId('pre-register-page-mobile')).toHaveAttribute(
      'data-page-title',
      'Pre-register for New Game · Mobile',
    );
  });
});
