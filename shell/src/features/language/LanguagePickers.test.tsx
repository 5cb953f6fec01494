import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initI18n } from '@portal/i18n';
import { registerShellTexts } from '../../i18n';
import { LanguageDropdown } from './LanguageDropdown';
import { LanguagePopup } from './LanguagePopup';
import { MobileLanguageDropdown } from './MobileLanguageDropdown';

beforeAll(async () => {
  await initI18n('en');
  await registerShellTexts();
});

describe('language pickers', () => {
  it('dropdown: lists the four languages and chooses with the keyboard', async () => {
    const user = userEvent.setup();
    const onChoose = jest.fn();
    render(<LanguageDropdown onChoose={onChoose} />);
    const trigger = screen.getByRole('button', { name: 'Language: EN - English' });
    await user.click(trigger);
    const options = screen.getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'EN - English',
      'VN - Vietnamese',
      'TH - Thai',
      'ID - Indonesian',
    ]);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onChoose).toHaveBeenCalledWith('vn');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it('dropdown: Escape closes without choosing', async () => {
    const user = userEvent.setup();
    const onChoose = jest.fn();
    render(<LanguageDropdown onChoose={onChoose} />);
    await user.click(screen.getByRole('button', { name: /Language/ }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(onChoose).not.toHaveBeenCalled();
  });

  it('mobile dropdown: a native select with the four options', async () => {
    const user = userEvent.setup();
    const onChoose = jest.fn();
    render(<MobileLanguageDropdown onChoose={onChoose} />);
    const select = screen.getByRole('combobox', { name: 'Choose your language' });
    expect(Array.from((select as HTMLSelectElement).options).map((option) => option.text)).toEqual([
      'EN - English',
      'VN - Vietnamese',
      'TH - Thai',
      'ID - Indonesian',
    ]);
    await user.selectOptions(select, 'th');
    expect(onChoose).toHaveBeenCalledWith('th');
  });

  it('popup: radio choices, Save chooses', async () => {
    const user = userEvent.setup();
    const onChoose = jest.fn();
    const onClose = jest.fn();
    render(<LanguagePopup open onClose={onClose} onChoose={onChoose} />);
    expect(screen.getByRole('radio', { name: 'EN - English' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'VN - Vietnamese' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onClose).toHaveBeenCalled();
    expect(onChoose).toHaveBeenCalledWith('vn');
  });
});
