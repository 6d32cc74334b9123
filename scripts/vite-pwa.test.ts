import type { Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import { offlinePage, shellFiles, textsOf, webManifest } from './vite-pwa';

describe('what the build writes for the installable app', () => {
  it('writes a manifest per language that starts in that language, one app id for both', async () => {
    const en = webManifest('en', await textsOf('en'));
    const bg = webManifest('bg', await textsOf('bg'));
    expect(en).toMatchObject({ id: '/', name: 'Amora', start_url: '/en', scope: '/', lang: 'en' });
    expect(bg).toMatchObject({ id: '/', name: 'Amora', start_url: '/bg', scope: '/', lang: 'bg' });
    expect(bg.description).toMatch(/\p{Script=Cyrillic}/u);
    expect(en.display).toBe('standalone');
  });

  it('writes an offline page with no script, in its language, with a retry link', async () => {
    const html = offlinePage('bg', await textsOf('bg'));
    expect(html).toContain('<html lang="bg"');
    expect(html).toContain('Няма връзка с интернет');
    expect(html).toContain('<a class="primary" href="">Опитай отново</a>');
    expect(html).toContain('href="/bg"');
    expect(html).not.toMatch(/<script/i);
  });

  it('escapes texts it puts into the page', async () => {
    const texts = await textsOf('en');
    texts.pwa.offline.title = '<b>"Offline"</b>';
    const html = offlinePage('en', texts);
    expect(html).toContain('&#60;b&#62;&#34;Offline&#34;&#60;/b&#62;');
    expect(html).not.toContain('<b>');
  });

  it('precaches the entry chunk, its static imports and their styles, not lazy pages', () => {
    const chunk = (fileName: string, imports: string[], isEntry = false, css: string[] = []) =>
      ({
        type: 'chunk',
        fileName,
        imports,
        isEntry,
        viteMetadata: { importedCss: new Set(css), importedAssets: new Set() },
      }) as unknown as Rollup.OutputChunk;
    const bundle = {
      'assets/index-1.js': chunk('assets/index-1.js', ['assets/react-2.js'], true, [
        'assets/index-1.css',
      ]),
      'assets/react-2.js': chunk('assets/react-2.js', []),
      'assets/chat-3.js': chunk('assets/chat-3.js', ['assets/react-2.js']),
    } as unknown as Rollup.OutputBundle;
    expect(shellFiles(bundle)).toEqual([
      '/assets/index-1.js',
      '/assets/index-1.css',
      '/assets/react-2.js',
    ]);
  });
});
