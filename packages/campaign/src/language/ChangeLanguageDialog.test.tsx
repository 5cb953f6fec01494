import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CAMPAIGN_LANGUAGE_STORAGE_KEY } from '../i18n/languages';
import { currentCampaignLanguage } from '../i18n/instance';
import { renderKit, resetKit } from '../testing/renderKit';
import { CampaignLanguagePicker } from './CampaignLanguagePicker';

beforeEach(resetKit);

describe('campaign language picker', () => {
  it('offers four languages and switches to Thai on Save', async () => {
    renderKit(<CampaignLanguagePicker />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /Language: EN/ }));
    expect(screen.getAllByRole('radio')).toHaveLength(4);
    await user.click(screen.getByRole('radio', { name: 'ภาษาไทย' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(currentCampaignLanguage()).toBe('th');
    expect(localStorage.getItem(CAMPAIGN_LANGUAGE_STORAGE_KEY)).toBe('th');
    expect(await screen.findByRole('button', { name: /ภาษา: TH/ })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('th');
  });
});
