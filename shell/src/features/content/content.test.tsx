import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { MetadataGroup, MetadataGroups } from '@portal/contracts';
import { initI18n } from '@portal/i18n';
import { registerShellTexts } from '../../i18n';
import { installFakeApi, type FakeApi } from '../../testing/fakeApi';
import { resetShellMetadata } from '../banners/useShellMetadata';
import { MaintenanceNotice } from './MaintenanceNotice';
import { SpecialEvents } from './SpecialEvents';

const now = () => Math.floor(Date.now() / 1000);
const record = (group: MetadataGroup, key: string, value: unknown) => ({
  group,
  key,
  version: 1,
  value: JSON.stringify(value),
  updatedAt: 0,
});

let api: FakeApi;
const answer = (groups: MetadataGroups | null) =>
  api.on('GET /api/public/metadata', () =>
    groups ? { data: groups } : { status: 500, errors: [{ code: 'INTERNAL', message: 'down' }] },
  );

beforeAll(async () => {
  await initI18n('en');
  await registerShellTexts();
});
beforeEach(() => {
  resetShellMetadata();
  api = installFakeApi();
});
afterEach(() => {
  cleanup();
  api.restore();
});

const event = (id: string, title: string, placements: string[], startAt = now() - 60) => ({
  id,
  title,
  placements,
  startAt,
  endAt: now() + 3600,
});

describe('special events', () => {
  it('show the running events placed on this page, as cards', async () => {
    answer({
      SPECIAL_EVENTS: [
        record('SPECIAL_EVENTS', 'special_events', [
          event('a', 'Festival', ['home', 'games']),
          event('b', 'Hub bonus', ['hub']),
          event('c', 'Next week', ['games'], now() + 600),
        ]),
      ],
    });
    render(
      <MemoryRouter>
        <SpecialEvents placement="games" />
      </MemoryRouter>,
    );
    expect(await screen.findByRole('region', { name: 'Events' })).toBeInTheDocument();
    expect(screen.getAllByTestId('special-event').map((card) => card.textContent)).toEqual(['Festival']);
  });

  it('show nothing when the content failed to load (the page as before)', async () => {
    answer(null);
    render(
      <MemoryRouter>
        <SpecialEvents placement="home" />
      </MemoryRouter>,
    );
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(api.calls).toHaveLength(1);
    expect(screen.queryByTestId('special-events')).toBeNull();
  });
});

describe('the maintenance flag notice', () => {
  it('announces a scheduled window within its notice hours, with the operators’ message', async () => {
    answer({
      MAINTENANCE_FLAG: [
        record('MAINTENANCE_FLAG', 'maintenance_flag', {
          isActive: true,
          startAt: 1_893_456_000 - 3600, // shown 24 h ahead by default: checked with a window soon
          endAt: 1_893_456_000,
          message: 'Back at noon.',
        }),
      ],
    });
    jest.useFakeTimers({ now: (1_893_456_000 - 7200) * 1000, doNotFake: ['setTimeout', 'queueMicrotask'] });
    render(<MaintenanceNotice />);
    expect(await screen.findByTestId('maintenance-notice')).toHaveTextContent(
      'Scheduled maintenance from 2029-12-31 23:00 UTC to 2030-01-01 00:00 UTC. Back at noon.',
    );
    jest.useRealTimers();
  });
});
