import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { OwnProfile } from '@portal/contracts';
import { renderRoute } from '@portal/federation/testing';
import { registerTexts } from '../../i18n';
import { installFakeApi, type RecordedRequest } from '@portal/api-client/testing';
import { EditProfilePage } from './EditProfilePage';

const own: OwnProfile = {
  id: 7,
  slug: 'nova',
  nickname: 'Nova',
  image: null,
  job: null,
  vipLevel: 0,
  birthDate: '1994-07-21',
  birthDateVisibility: 'hidden',
  gamingActivities: [],
  phone: null,
  email: 'nova@example.com',
};

beforeAll(() => registerTexts());
let api: ReturnType<typeof installFakeApi>;
afterEach(() => api.restore());

describe('edit profile: who sees the birth date', () => {
  it('offers Hidden, Day and month, Full date under a label, starting from the saved choice', async () => {
    api = installFakeApi({ 'GET /api/private/profile': { ...own, birthDateVisibility: 'full' } });
    renderRoute(<EditProfilePage />, '/account/my-profile/edit');
    const select = await screen.findByLabelText('Birth date on my public profile');
    expect(select).toHaveValue('full');
    expect(select).toHaveAccessibleDescription('Only you see your birth date unless you choose to show it');
    expect([...(select as HTMLSelectElement).options].map((option) => option.text)).toEqual([
      'Hidden',
      'Day and month',
      'Full date',
    ]);
  });

  it('saves the choice with the profile', async () => {
    api = installFakeApi({
      'GET /api/private/profile': own,
      'PATCH /api/private/profile': (request: RecordedRequest) => ({ ...own, ...(request.body as object) }),
    });
    renderRoute(<EditProfilePage />, '/account/my-profile/edit');
    const select = await screen.findByLabelText('Birth date on my public profile');
    expect(select).toHaveValue('hidden');
    fireEvent.change(select, { target: { value: 'day_month' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(api.requests.find((request) => request.method === 'PATCH')?.body).toMatchObject({
        birthDate: '1994-07-21',
        birthDateVisibility: 'day_month',
      }),
    );
  });
});
