import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminCompanion } from '#common/contracts/admin-companions';
import { fakeApi, makeUser } from '#client/test-utils/fixtures';
import { renderWithProviders } from '#client/test-utils/render';
import { AdminCompanionsManager } from './admin-companions-manager';
import { AdminCompanionsPage } from './admin-companions-page';
import { makeAdminCompanion } from './admin-companions-test-data';

const ADMIN = makeUser({ role: 'admin' });
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const STATS = { total: 1, active: 1, inactive: 0, premium: 0, conversations: 3, messages: 40 };
const SETTINGS = {
  site_name: 'Amora',
  maintenance_mode: false,
  registration_enabled: true,
  ai_enabled: true,
  max_file_size: 1,
  supported_formats: ['jpg', 'png'],
};

beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => vi.unstubAllGlobals());

type Routes = Parameters<typeof fakeApi>[0];

/** fakeApi, plus the multipart bodies (FormData) the editor sends, kept as they were sent. */
function companionsServer(companions: AdminCompanion[], routes: Routes = {}) {
  const forms: Array<{ method: string; path: string; form: FormData }> = [];
  const api = fakeApi({
    'GET /api/admin/models': () => Response.json({ models: companions, nextCursor: null }),
    'GET /api/admin/models/stats': () => Response.json(STATS),
    'GET /api/admin/settings': () => Response.json({ settings: SETTINGS }),
    ...routes,
  });
  const fetchMock = (input: RequestInfo | URL, init?: RequestInit) => {
    if (init?.body instanceof FormData) {
      const url = new URL(String(input), 'http://localhost');
      forms.push({ method: init.method ?? 'GET', path: url.pathname, form: init.body });
      return api.fetchMock(input, { ...init, body: undefined });
    }
    return api.fetchMock(input, init);
  };
  vi.stubGlobal('fetch', fetchMock);
  return { calls: api.calls, forms };
}

const render = () => renderWithProviders(<AdminCompanionsManager />, { user: ADMIN });

describe('AdminCompanionsManager', () => {
  it('shows each card with its category colour, badges and statistics', async () => {
    companionsServer([
      makeAdminCompanion({ name: 'Sophia', category: 'romance' }),
      makeAdminCompanion({ name: 'Maya', category: 'friendship', is_active: false }),
      makeAdminCompanion({ name: 'Giulia', category: 'professional', is_premium: true }),
      makeAdminCompanion({ name: 'Emma', category: 'casual' }),
    ]);
    render();
    const colours = await Promise.all(
      ['Sophia', 'Maya', 'Giulia', 'Emma'].map(async (name) => {
        const card = (await screen.findByRole('heading', { name })).closest('article')!;
        return card.querySelector('[data-color]')!.getAttribute('data-color');
      }),
    );
    expect(colours).toEqual(['pink', 'blue', 'green', 'purple']);
    const maya = screen.getByRole('heading', { name: 'Maya' }).closest('article')!;
    expect(within(maya).getByText('Inactive')).toBeTruthy();
    expect(within(maya).getByText('Friendship')).toBeTruthy();
    const giulia = screen.getByRole('heading', { name: 'Giulia' }).closest('article')!;
    expect(within(giulia).getByText('Premium')).toBeTruthy();
    expect(within(giulia).getByText('1,247')).toBeTruthy();
    expect(within(giulia).getByText('9,876')).toBeTruthy();
  });

  it('sends the search, category and status filters', async () => {
    const { calls } = companionsServer([makeAdminCompanion()]);
    render();
    await screen.findByRole('heading', { name: 'Sophia' });
    fireEvent.change(screen.getByLabelText('Category'), { target: { value: 'casual' } });
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'inactive' } });
    fireEvent.change(screen.getByLabelText('Search'), { target: { value: 'witty' } });
    await waitFor(() => {
      const query = calls.filter((call) => call.url.pathname === '/api/admin/models').at(-1)!.url
        .searchParams;
      expect([query.get('search'), query.get('category'), query.get('status')]).toEqual([
        'witty',
        'casual',
        'inactive',
      ]);
    });
  });

  it('says what is missing before creating, then sends the model as multipart', async () => {
    const created = makeAdminCompanion({ name: 'Nadia' });
    const { forms } = companionsServer([], {
      'POST /api/admin/models': () => Response.json({ model: created }, { status: 201 }),
    });
    render();
    expect(await screen.findByText('No models found. Create your first AI model!')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add Model' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create New Model' });
    const create = within(dialog).getByRole('button', { name: 'Create Model' });
    expect(create.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(create);
    expect(within(dialog).getByRole('alert').textContent).toBe(
      'Please fill in all required fields',
    );
    expect(forms).toEqual([]);

    fireEvent.change(within(dialog).getByLabelText('Model Name *'), { target: { value: 'Nadia' } });
    fireEvent.change(within(dialog).getByLabelText('Description *'), {
      target: { value: 'A calm astronomer.' },
    });
    expect(create.getAttribute('aria-disabled')).toBe('false');
    fireEvent.change(within(dialog).getByLabelText('Interests'), {
      target: { value: 'stars,  tea , ' },
    });
    fireEvent.change(within(dialog).getByTestId('photo-input'), {
      target: { files: [new File([PNG], 'nadia.png', { type: 'image/png' })] },
    });
    expect(await within(dialog).findByText('Avatar')).toBeTruthy();
    fireEvent.click(create);

    await waitFor(() => expect(forms).toHaveLength(1));
    const form = forms[0]!.form;
    expect([forms[0]!.method, forms[0]!.path]).toEqual(['POST', '/api/admin/models']);
    expect(form.get('name')).toBe('Nadia');
    expect(form.get('description')).toBe('A calm astronomer.');
    expect(form.get('interests')).toBe('stars, tea');
    expect(form.get('category')).toBe('romance');
    expect(form.get('is_active')).toBe('true');
    expect(form.get('is_premium')).toBe('false');
    expect((form.get('photos[0]') as File).name).toBe('nadia.png');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('refuses a file that is not an image by content, or over the size limit', async () => {
    companionsServer([]);
    render();
    fireEvent.click(await screen.findByRole('button', { name: 'Add Model' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create New Model' });
    await screen.findByText(/Up to 4 photos \(JPG, PNG, at most 1 MB each\)/);
    fireEvent.change(within(dialog).getByTestId('photo-input'), {
      target: {
        files: [
          new File(['just text'], 'fake.png', { type: 'image/png' }),
          new File([PNG, new Uint8Array(1024 * 1024)], 'huge.png', { type: 'image/png' }),
        ],
      },
    });
    expect(
      await within(dialog).findByText('fake.png is not an allowed image (JPG, PNG).'),
    ).toBeTruthy();
    expect(within(dialog).getByText('huge.png is larger than 1 MB.')).toBeTruthy();
    expect(within(dialog).queryAllByTestId('photo-item')).toHaveLength(0);
  });

  it('updates with every field, and puts a new photo first with a second update', async () => {
    const kept = '99999999-9999-4999-8999-000000000001';
    const added = '99999999-9999-4999-8999-000000000002';
    const companion = makeAdminCompanion({
      photos: [{ position: 0, media_id: kept, url: '/api/media/kept', premium: false }],
    });
    const { forms } = companionsServer([companion], {
      [`PUT /api/admin/models/${companion.id}`]: () =>
        Response.json({
          model: {
            ...companion,
            photos: [
              { position: 0, media_id: kept, url: '/api/media/kept', premium: false },
              { position: 1, media_id: added, url: '/api/media/added', premium: false },
            ],
          },
        }),
    });
    render();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Sophia' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Model' });
    expect((within(dialog).getByLabelText('Model Name *') as HTMLInputElement).value).toBe(
      'Sophia',
    );
    fireEvent.change(within(dialog).getByTestId('photo-input'), {
      target: { files: [new File([PNG], 'new.png', { type: 'image/png' })] },
    });
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Move photo 2 earlier' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Update Model' }));

    await waitFor(() => expect(forms).toHaveLength(2));
    const [first, second] = forms;
    expect(first!.form.get('keepPhotos')).toBe(JSON.stringify([kept]));
    expect((first!.form.get('photos[0]') as File).name).toBe('new.png');
    expect(first!.form.get('rating')).toBe('4.9');
    expect(JSON.parse(String(first!.form.get('traits')))).toEqual(['warm', 'witty']);
    expect(JSON.parse(String(first!.form.get('persona'))).en.speech_patterns).toEqual([
      'Oh, that reminds me of a novel…',
    ]);
    expect(second!.form.get('keepPhotos')).toBe(JSON.stringify([added, kept]));
    expect(second!.form.get('photos[0]')).toBeNull();
  });

  it('shows the server refusing a photo as a dismissible banner', async () => {
    companionsServer([], {
      'POST /api/admin/models': () =>
        Response.json(
          { error: 'photos[0] is larger than 1 MB.', code: 'PAYLOAD_TOO_LARGE' },
          { status: 413 },
        ),
    });
    render();
    fireEvent.click(await screen.findByRole('button', { name: 'Add Model' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create New Model' });
    fireEvent.change(within(dialog).getByLabelText('Model Name *'), { target: { value: 'Ada' } });
    fireEvent.change(within(dialog).getByLabelText('Description *'), { target: { value: 'Hi.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create Model' }));
    expect(await within(dialog).findByText('Failed to create model')).toBeTruthy();
    expect(within(dialog).getByText(/photos\[0\] is larger than 1 MB\./)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(within(dialog).queryByText('Failed to create model')).toBeNull());
  });

  it('asks before deleting, and deletes only on confirmation', async () => {
    const companion = makeAdminCompanion();
    const { calls } = companionsServer([companion], {
      [`DELETE /api/admin/models/${companion.id}`]: () => new Response(null, { status: 204 }),
    });
    render();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Sophia' }));
    let dialog = await screen.findByRole('dialog', { name: 'Delete Sophia?' });
    expect(
      within(dialog).getByText(
        'Are you sure you want to delete this model? This action cannot be undone.',
      ),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Delete Sophia' }));
    dialog = await screen.findByRole('dialog', { name: 'Delete Sophia?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.filter((call) => call.method === 'DELETE')).toHaveLength(1);
  });

  it('previews an import file change by change and applies it on confirmation', async () => {
    const file = { format: 'amora-companions', version: 1, models: [{ slug: 'nadia' }] };
    const { calls } = companionsServer([makeAdminCompanion()], {
      'POST /api/admin/models/import/preview': () =>
        Response.json({
          changes: [
            { slug: 'sophia', name: 'Sophia', action: 'unchanged', fields: [] },
            { slug: 'nadia', name: 'Nadia', action: 'create', fields: ['name'] },
            { slug: 'emma', name: 'Emma', action: 'update', fields: ['description', 'age'] },
          ],
        }),
      'POST /api/admin/models/import': () => Response.json({ created: 1, updated: 1 }),
    });
    render();
    fireEvent.click(await screen.findByRole('button', { name: 'Import' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import models' });
    fireEvent.change(within(dialog).getByTestId('import-input'), {
      target: { files: [new File([JSON.stringify(file)], 'companions.json')] },
    });
    const preview = await within(dialog).findByTestId('import-preview');
    expect(within(preview).getByText('1 to create, 1 to update, 1 unchanged.')).toBeTruthy();
    const rows = within(preview).getAllByRole('listitem');
    expect(rows.map((row) => row.getAttribute('data-action'))).toEqual([
      'create',
      'update',
      'unchanged',
    ]);
    expect(within(rows[1]!).getByText('Changes: description, age')).toBeTruthy();
    expect(calls.find((call) => call.url.pathname.endsWith('/preview'))?.body).toEqual(file);
    expect(calls.some((call) => call.url.pathname === '/api/admin/models/import')).toBe(false);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Apply 2 changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.find((call) => call.url.pathname === '/api/admin/models/import')?.body).toEqual(
      file,
    );
  });

  it('says a file is not JSON without calling the server', async () => {
    const { calls } = companionsServer([]);
    render();
    fireEvent.click(await screen.findByRole('button', { name: 'Import' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import models' });
    fireEvent.change(within(dialog).getByTestId('import-input'), {
      target: { files: [new File(['{oops'], 'broken.json')] },
    });
    expect(await within(dialog).findByText('broken.json is not a JSON file.')).toBeTruthy();
    expect(calls.some((call) => call.url.pathname.includes('/import'))).toBe(false);
  });

  it('says in words which field of an import file describes someone under 18', async () => {
    const field = 'models.0.persona.bg.backstory.childhood';
    companionsServer([], {
      'POST /api/admin/models/import/preview': () =>
        Response.json(
          {
            error: `"${field}" describes someone under 18.`,
            code: 'UNDER_18',
            field,
            fields: { [field]: 'Companions and everyone they describe must be 18 or older' },
          },
          { status: 400 },
        ),
    });
    render();
    fireEvent.click(await screen.findByRole('button', { name: 'Import' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import models' });
    fireEvent.change(within(dialog).getByTestId('import-input'), {
      target: { files: [new File(['{"models":[]}'], 'companions.json')] },
    });
    expect(
      await within(dialog).findByText(
        new RegExp(`“${field.replaceAll('.', '\\.')}” describes someone under 18: companions`),
      ),
    ).toBeTruthy();
  });

  it('shows Failed to load models as a banner that can be retried and dismissed', async () => {
    companionsServer([], {
      'GET /api/admin/models': () =>
        Response.json({ error: 'Boom', code: 'INTERNAL_ERROR' }, { status: 500 }),
    });
    render();
    expect(await screen.findByText('Failed to load models')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText('Failed to load models')).toBeNull();
  });
});

describe('AdminCompanionsPage', () => {
  it('shows Access Denied with the role to anyone but an admin', () => {
    companionsServer([]);
    renderWithProviders(<AdminCompanionsPage />, { user: makeUser({ role: 'moderator' }) });
    expect(screen.getByRole('heading', { name: 'Access Denied' })).toBeTruthy();
    expect(screen.getByText('Your role: Moderator')).toBeTruthy();
  });

  it('shows AI Models Management to an admin, in Bulgarian too', async () => {
    companionsServer([makeAdminCompanion()]);
    renderWithProviders(<AdminCompanionsPage />, {
      user: ADMIN,
      path: '/bg/admin/models',
      language: 'bg',
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Управление на AI модели' })).toBeTruthy();
    const card = (await screen.findByRole('heading', { name: 'София' })).closest('article')!;
    expect(within(card).getByText('Романтика')).toBeTruthy();
    expect(within(card).getByText('топла, остроумна, начетена')).toBeTruthy();
  });
});
