import { cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { lazyPage } from './lazy-page';

afterEach(cleanup);

const page = { default: () => <p>The page</p> };

function renderInSuspense(Page: ReturnType<typeof lazyPage>) {
  return render(
    <Suspense fallback={<p>Loading</p>}>
      <Page />
    </Suspense>,
  );
}

describe('lazyPage', () => {
  it('renders a preloaded page in the first pass, never showing the fallback', async () => {
    const Page = lazyPage(() => Promise.resolve(page));
    await Page.preload();
    renderInSuspense(Page);
    expect(screen.getByText('The page')).toBeTruthy();
    expect(screen.queryByText('Loading')).toBeNull();
  });

  it('shows the fallback until a page that was not preloaded arrives', async () => {
    const Page = lazyPage(() => Promise.resolve(page));
    renderInSuspense(Page);
    expect(screen.getByText('Loading')).toBeTruthy();
    expect(await screen.findByText('The page')).toBeTruthy();
  });

  it('downloads a chunk once, and again after a failed download', async () => {
    let downloads = 0;
    const Page = lazyPage(() => {
      downloads += 1;
      return downloads === 1 ? Promise.reject(new Error('offline')) : Promise.resolve(page);
    });
    await expect(Page.preload()).rejects.toThrow('offline');
    await Page.preload();
    await Page.preload();
    expect(downloads).toBe(2);
    renderInSuspense(Page);
    expect(screen.getByText('The page')).toBeTruthy();
  });
});
