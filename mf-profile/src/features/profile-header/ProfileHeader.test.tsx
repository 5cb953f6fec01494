import { screen } from '@testing-library/react';
import { renderRoute } from '@portal/federation/testing';
import { registerTexts } from '../../i18n';
import { ProfileHeader } from './ProfileHeader';

const profile = {
  id: 42,
  nickname: 'Nova',
  image: null,
  job: 'hunter' as const,
  vipLevel: 1 as const,
  birthDate: null,
};

beforeAll(() => registerTexts());

describe('ProfileHeader (000 §2)', () => {
  it('shows nickname, ID, the job badge and the VIP level', () => {
    renderRoute(<ProfileHeader profile={profile} mode="public" />, '/');
    expect(screen.getByTestId('profile-nickname')).toHaveTextContent('Nova');
    expect(screen.getByText('ID: 42')).toBeInTheDocument();
    expect(screen.getByText('HUNTER')).toBeInTheDocument();
    expect(screen.getByText('VIP Silver')).toBeInTheDocument();
  });

  it.each([
    ['own', true],
    ['public', false],
  ] as const)('%s mode: completion banner, job-badge link and VIP arrow shown=%s', (mode, shown) => {
    renderRoute(<ProfileHeader profile={profile} mode={mode} />, '/');
    const banner = screen.queryByText('Please Complete your Data Profile!');
    const jobLink = screen.queryByRole('link', { name: /Your personality/ });
    const vipLink = screen.queryByRole('link', { name: 'VIP progress' });
    for (const element of [banner, jobLink, vipLink]) {
      if (shown) expect(element).toBeInTheDocument();
      else expect(element).not.toBeInTheDocument();
    }
    if (shown) {
      expect(jobLink).toHaveAttribute('href', '/personality/result');
      expect(vipLink).toHaveAttribute('href', '/vip');
      expect(screen.getByRole('button', { name: 'Fill Data' })).toBeInTheDocument();
    }
  });

  it('hides the banner once the birth date is filled', () => {
    renderRoute(<ProfileHeader profile={{ ...profile, birthDate: '1999-09-09' }} mode="own" />, '/');
    expect(screen.queryByText('Please Complete your Data Profile!')).not.toBeInTheDocument();
  });

  it.each([
    [0, 'none', 'VIP Locked'],
    [1, 'silver', 'VIP Silver'],
    [2, 'gold', 'VIP Gold'],
  ] as const)('VIP level %i uses the %s frame', (vipLevel, frame, label) => {
    const { container } = renderRoute(
      <ProfileHeader profile={{ ...profile, vipLevel }} mode="public" />,
      '/',
    );
    expect(container.querySelector(`[data-frame="${frame}"]`)).not.toBeNull();
    expect(screen.getByText(label)).toBeInTheDocument();
  });

  it('shows WANDERER for an unknown job', () => {
    renderRoute(<ProfileHeader profile={{ ...profile, job: null }} mode="public" />, '/');
    expect(screen.getByText('WANDERER')).toBeInTheDocument();
  });

  it.each([
    ['--04-12', 'Birthday: 12 April'],
    ['1996-04-12', 'Birthday: 12 April 1996'],
    ['--02-29', 'Birthday: 29 February'],
  ])('public mode shows the birth date %s as the owner allows it: %s', (birthDate, text) => {
    renderRoute(<ProfileHeader profile={{ ...profile, birthDate }} mode="public" />, '/');
    expect(screen.getByTestId('profile-birthday')).toHaveTextContent(text);
  });

  it('public mode shows no birth date when its owner hides it', () => {
    renderRoute(<ProfileHeader profile={profile} mode="public" />, '/');
    expect(screen.queryByTestId('profile-birthday')).toBeNull();
    expect(screen.queryByText(/Birthday/)).toBeNull();
  });
});
