import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { currentLanguage, provideHostLanguagePicker } from '@portal/i18n';
import { currentCampaignLanguage } from '../i18n/instance';
import { renderKit, resetKit } from '../testing/renderKit';
import { CampaignLanguagePicker } from './CampaignLanguagePicker';

beforeEach(resetKit);

describe('campaign language picker (a campaign shown without the shell)', () => {
  it('offers four languages and switches to Thai on Save', async () => {
    renderKit(<CampaignLanguagePicker />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /Language: EN/ }));
    expect(screen.getAllByRole('radio')).toHaveLength(4);
    await user.click(screen.getByRole('radio', { name: 'ภาษาไทย' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(currentCampaignLanguage()).toBe('th');
    // The page's one language state: the portal's shared instance speaks Thai too.
    expect(currentLanguage()).toBe('th');
    expect(await screen.findByRole('button', { name: /ภาษา: TH/ })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('th');
  });

  it('shows no picker of its own inside the shell, whose header holds the only one', () => {
    provideHostLanguagePicker();
    renderKit(<CampaignLanguagePicker />);
    expect(screen.queryByRole('button', { name: /Language:/ })).not.toBeInTheDocument();
  });
});
