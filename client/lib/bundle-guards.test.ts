import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const clientRoot = join(__dirname, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.(ts|tsx)$/.test(name) ? [path] : [];
  });
}

describe('first-load budget guards', () => {
  it('imports only types from zod contract modules (zod would join the first load)', () => {
    const offenders: string[] = [];
    for (const file of sourceFiles(clientRoot)) {
      const source = readFileSync(file, 'utf8');
      const valueImports = source.matchAll(
        /^import\s+(?!type\b)[^;]*?from\s+'[./]+common\/contracts\/(models|config|errors)'/gm,
      );
      for (const match of valueImports)
        offenders.push(`${relative(clientRoot, file)}: ${match[0]}`);
    }
    expect(offenders).toEqual([]);
  });

  it('loads every page lazily', () => {
    const routes = readdirSync(join(clientRoot, 'app/routes')).filter((name) =>
      name.endsWith('.tsx'),
    );
    const lazyPages = readFileSync(join(clientRoot, 'app/router/lazy-pages.ts'), 'utf8');
    for (const route of routes) {
      expect(lazyPages).toContain(`lazy(() => import('../routes/${route.replace('.tsx', '')}'))`);
    }
    const staticRouteImports = sourceFiles(clientRoot)
      .filter((file) => !file.endsWith('lazy-pages.ts'))
      .filter((file) => /from '(\.\.\/)+(app\/)?routes\//.test(readFileSync(file, 'utf8')));
    expect(staticRouteImports).toEqual([]);
  });
});
