import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, makeUser } from '#client/test-utils/fixtures';
import { renderWithProviders } from '#client/test-utils/render';
import { CardImportDialog } from './card-import-dialog';
import { makeAdminCompanion } from './admin-companions-test-data';
import { adminCompanionInputSchema } from '#common/contracts/admin-companions';

afterEach(() => vi.unstubAllGlobals());

const CARD = new File(['{}'], 'nova.png', { type: 'image/png' });
const DRAFT = adminCompanionInputSchema.parse({ name: 'Nova', description: 'A star pilot.' });

function server(routes: Parameters<typeof fakeApi>[0]) {
  const forms: Array<{ path: string; form: FormData }> = [];
  const api = fakeApi(routes);
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
    if (init?.body instanceof FormData) {
      forms.push({ path: new URL(String(input), 'http://localhost').pathname, form: init.body });
      return api.fetchMock(input, { ...init, body: undefined });
    }
    return api.fetchMock(input, init);
  });
  return forms;
}

const render = () =>
  renderWithProviders(<CardImportDialog open onOpenChange={() => undefined} />, {
    user: makeUser({ role: 'admin' }),
  });

describe('CardImportDialog', () => {
  it('reads the card first, lists what it cannot take over, then imports her', async () => {
    const forms = server({
      'POST /api/admin/models/import/card/preview': () =>
        Response.json({
          draft: DRAFT,
          unmapped: [{ field: 'data.character_book', reason: 'no_equivalent' }],
          creatorNotes: '',
          spec: 'chara_card_v2',
          source: 'chara',
        }),
      'POST /api/admin/models/import/card': () =>
        Response.json(
          {
            model: makeAdminCompanion({ name: 'Nova', is_active: false }),
            unmapped: [],
            creatorNotes: '',
            spec: 'chara_card_v2',
            source: 'chara',
          },
          { status: 201 },
        ),
    });
    render();
    const dialog = await screen.findByRole('dialog', { name: 'Import a Character Card' });
    const importButton = within(dialog).getByRole('button', { name: 'Import her' });
    expect(importButton).toHaveProperty('disabled', true);
    fireEvent.change(within(dialog).getByTestId('admin-card-input'), { target: { files: [CARD] } });
    expect((await within(dialog).findByTestId('admin-card-draft')).textContent).toBe(
      'This card makes Nova.',
    );
    expect(within(dialog).getByTestId('card-unmapped').textContent).toContain(
      'data.character_book',
    );
    fireEvent.click(importButton);
    await waitFor(() =>
      expect(forms.map((entry) => entry.path)).toContain('/api/admin/models/import/card'),
    );
    expect(forms[1]!.form.get('language')).toBe('en');
    expect((forms[1]!.form.get('card') as File).name).toBe('nova.png');
  });

  it('says why a card is refused, with its field', async () => {
    server({
      'POST /api/admin/models/import/card/preview': () =>
        Response.json(
          { error: 'bad png', code: 'CARD_INVALID', field: 'png', reason: 'malformed_png' },
          { status: 400 },
        ),
    });
    render();
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByTestId('admin-card-input'), { target: { files: [CARD] } });
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain(
      'This card cannot be imported: the PNG file is damaged or cut short.',
    );
    expect(alert.textContent).toContain('Field: png');
    expect(within(dialog).getByRole('button', { name: 'Import her' })).toHaveProperty(
      'disabled',
      true,
    );
  });
});
