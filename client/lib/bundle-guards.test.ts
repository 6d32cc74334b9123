import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const clientRoot = join(__dirname, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    // Test helpers never reach the bundle, so they may use the contracts' values.
    if (statSync(path).isDirectory()) return name === 'test-utils' ? [] : sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.(ts|tsx)$/.test(name) ? [path] : [];
  });
}

describe('first-load budget guards', () => {
  it('imports only types from zod contract modules (zod would join the first load)', () => {
    const offenders: string[] = [];
    for (const file of sourceFiles(clientRoot)) {
      const source = readFileSync(file, 'utf8');
      const valueImports = source.matchAll(
        /^import\s+(?!type\b)[^;]*?from\s+'(#|[./]+)common\/contracts\/(models|config|errors)'/gm,
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
      // React.lazy, or lazyPage (React.lazy with a preload, client/app/router/lazy-page.ts).
      const name = route.replace('.tsx', '');
      expect(lazyPages).toMatch(
        new RegExp(`lazy(Page)?\\(\\(\\) => import\\('\\.\\./routes/${name}'\\)\\)`),
      );
    }
    const staticRouteImports = sourceFiles(clientRoot)
      .filter((file) => !file.endsWith('lazy-pages.ts'))
      .filter((file) =>
        /from '((\.\.\/)+(app\/)?|#client\/app\/)routes\//.test(readFileSync(file, 'utf8')),
      );
    expect(staticRouteImports).toEqual([]);
  });

  it('keeps zod, react-hook-form and zod contracts out of the first load', () => {
    // Follows the static (non-type) imports from main.tsx; lazy pages are dynamic imports.
    const seen = new Set<string>();
    const offenders: string[] = [];
    const visit = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      const source = readFileSync(file, 'utf8');
      for (const match of source.matchAll(/^import\s+(?!type\b)[^;]*?from\s+'([^']+)'/gm)) {
        const target = match[1]!;
        if (/^(zod|react-hook-form|@hookform\/)/.test(target)) {
          offenders.push(`${relative(clientRoot, file)} imports ${target}`);
        } else if (/^(\.|#client\/|#common\/)/.test(target)) {
          const base = resolveSpecifier(file, target);
          const found = ['.ts', '.tsx', '/index.ts'].map((ext) => base + ext).find(existsFile);
          if (!found) continue;
          if (/common\/contracts\/(?!companion-rules)/.test(found)) {
            offenders.push(`${relative(clientRoot, file)} imports ${target}`);
          } else visit(found);
        }
      }
    };
    visit(join(clientRoot, 'main.tsx'));
    expect(seen.size).toBeGreaterThan(20);
    expect(offenders).toEqual([]);
  });
});

/** A relative or aliased (package.json "imports": #client/…, #common/…) specifier as a path. */
function resolveSpecifier(importer: string, specifier: string): string {
  if (specifier.startsWith('#client/')) return join(clientRoot, specifier.slice('#client/'.length));
  if (specifier.startsWith('#common/'))
    return join(clientRoot, '..', 'common', specifier.slice('#common/'.length));
  return resolve(dirname(importer), specifier);
}

function existsFile(path: string): boolean {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}
