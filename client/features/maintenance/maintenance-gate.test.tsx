import { useQuery } from '@tanstack/react-query';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PublicConfig } from '#common/contracts/config';
import { apiRequest } from '#client/lib/api-client';
import { fakeApi, makePublicConfig, makeUser } from '#client/test-utils/fixtures';
import { renderWithProviders } from '#client/test-utils/render';
import { MaintenanceBanner, MaintenanceGate } from './maintenance-gate';

afterEach(() => vi.unstubAllGlobals());

const config = (maintenance: boolean): PublicConfig => makePublicConfig({ maintenance });

const MAINTENANCE_503 = () =>
  Response.json(
    { error: 'Amora is down for maintenance. Please try again soon.', code: 'MAINTENANCE' },
    { status: 503 },
  );

function Site() {
  return (
    <>
      <MaintenanceBanner />
      <p>The site</p>
    </>
  );
}

/** A page of the site that asks the API for something. */
function SiteAskingTheApi() {
  const models = useQuery({ queryKey: ['models'], queryFn: () => apiRequest('/models') });
  return <p>{models.isSuccess ? 'Models loaded' : 'The site'}</p>;
}

describe('MaintenanceGate', () => {
  it('shows members the maintenance page, with the site name and a staff sign-in link', async () => {
    vi.stubGlobal(
      'fetch',
      fakeApi({ 'GET /api/config': () => Response.json(config(true)) }).fetchMock,
    );
    renderWithProviders(
      <MaintenanceGate>
        <Site />
      </MaintenanceGate>,
      { path: '/en/dashboard', user: makeUser() },
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: "We'll be right back" }),
    ).toBeTruthy();
    expect(screen.getByText(/^Amora is getting a little care and attention/)).toBeTruthy();
    expect(screen.getByText(/checks again every 30 seconds/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Staff sign in' }).getAttribute('href')).toBe(
      '/en/login',
    );
    expect(screen.queryByText('The site')).toBeNull();
  });

  it('speaks Bulgarian on a Bulgarian page', async () => {
    vi.stubGlobal(
      'fetch',
      fakeApi({ 'GET /api/config': () => Response.json(config(true)) }).fetchMock,
    );
    renderWithProviders(
      <MaintenanceGate>
        <Site />
      </MaintenanceGate>,
      { path: '/bg', language: 'bg' },
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Връщаме се веднага' }),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Провери сега' })).toBeTruthy();
  });

  it('lets admins use the site with a banner, and keeps the sign-in page open', async () => {
    vi.stubGlobal(
      'fetch',
      fakeApi({ 'GET /api/config': () => Response.json(config(true)) }).fetchMock,
    );
    const admin = renderWithProviders(
      <MaintenanceGate>
        <Site />
      </MaintenanceGate>,
      { path: '/en/models', user: makeUser({ role: 'admin' }) },
    );
    expect(await screen.findByText('Maintenance mode is on')).toBeTruthy();
    expect(screen.getByText('The site')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Site settings' }).getAttribute('href')).toBe(
      '/en/admin?tab=settings',
    );
    admin.unmount();

    renderWithProviders(
      <MaintenanceGate>
        <Site />
      </MaintenanceGate>,
      { path: '/en/login' },
    );
    await waitFor(() => expect(screen.getByText('The site')).toBeTruthy());
    expect(screen.queryByText("We'll be right back")).toBeNull();
  });

  it('turns to the maintenance page on a 503 MAINTENANCE and comes back when it is over', async () => {
    let maintenance = false;
    const api = fakeApi({
      'GET /api/config': () => Response.json(config(maintenance)),
      'GET /api/models': () => (maintenance ? MAINTENANCE_503() : Response.json({ models: [] })),
    });
    maintenance = true;
    // The config was read before maintenance began: its first answer says the site is open.
    let configReads = 0;
    const fetchMock = async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input).startsWith('/api/config') && ++configReads === 1)
        return Response.json(config(false));
      return api.fetchMock(input, init);
    };
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(
      <MaintenanceGate>
        <SiteAskingTheApi />
      </MaintenanceGate>,
      { path: '/en/models', user: makeUser() },
    );

    expect(await screen.findByRole('heading', { name: "We'll be right back" })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Check now' }));
    expect(
      await screen.findByText('Still working on it. Please check back in a little while.'),
    ).toBeTruthy();

    maintenance = false;
    fireEvent.click(screen.getByRole('button', { name: 'Check now' }));
    // Back on the site, and the call refused meanwhile is made again.
    expect(await screen.findByText('Models loaded')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: "We'll be right back" })).toBeNull();
  });

  it('believes a 503 MAINTENANCE that comes while the first config read, from before, is on its way', async () => {
    const api = fakeApi({
      'GET /api/config': () => Response.json(config(true)),
      'GET /api/models': () => MAINTENANCE_503(),
    });
    // The first config read left before maintenance began and is answered only after the 503:
    // asking again must not join it, or its 'open' would hide the maintenance.
    let answerFirstRead: () => void = () => {};
    const firstReadHeld = new Promise<void>((resolve) => (answerFirstRead = resolve));
    let configReads = 0;
    const fetchMock = async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = String(input);
      if (path.startsWith('/api/config') && ++configReads === 1) {
        await firstReadHeld;
        return Response.json(config(false));
      }
      const response = await api.fetchMock(input, init);
      if (path.startsWith('/api/models')) setTimeout(answerFirstRead, 50);
      return response;
    };
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(
      <MaintenanceGate>
        <SiteAskingTheApi />
      </MaintenanceGate>,
      { path: '/en/models', user: makeUser() },
    );

    expect(await screen.findByRole('heading', { name: "We'll be right back" })).toBeTruthy();
    expect(configReads).toBeGreaterThanOrEqual(2);
  });
});
