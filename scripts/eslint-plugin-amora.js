// The project's own lint rules for its layout (decision 012): how imports are written and which
// files of another feature may be imported. Loaded by eslint.config.js.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
/** Folders with an alias in package.json "imports" (#server/…). */
const ALIASED = ['server', 'client', 'common', 'tests', 'bench'];
const TOPS = [...ALIASED, 'scripts'];
/** Top folders split into one unit per second-level folder. */
const SPLIT_BY_DIR = new Set(['server', 'client', 'common', 'tests']);

/**
 * The unit of a repository path (posix, no extension needed): a feature
 * (server|client/features/<name>), a server plugin folder (server/plugins/<name>), else the
 * second-level folder (server/db, client/lib, common/contracts, tests/fakes), else the top
 * folder. Null outside the source folders.
 */
export function unitOf(relPath) {
  const parts = relPath.split('/');
  const top = parts[0];
  if (!TOPS.includes(top)) return null;
  if (!SPLIT_BY_DIR.has(top) || parts.length <= 2) return top;
  const grouped =
    (top === 'server' || top === 'client') &&
    (parts[1] === 'features' || (top === 'server' && parts[1] === 'plugins'));
  if (grouped) return parts.length >= 4 ? `${top}/${parts[1]}/${parts[2]}` : `${top}/${parts[1]}`;
  return `${top}/${parts[1]}`;
}

/** A relative or aliased specifier as a repository path, or null for a package. */
function targetOf(fileRel, specifier) {
  if (specifier.startsWith('./') || specifier.startsWith('../') || specifier === '.') {
    return path.posix.normalize(path.posix.join(path.posix.dirname(fileRel), specifier));
  }
  const match = /^#([a-z]+)\/(.+)$/.exec(specifier);
  return match && ALIASED.includes(match[1]) ? `${match[1]}/${match[2]}` : null;
}

function isFolder(relPath) {
  const full = path.join(ROOT, relPath);
  return existsSync(full) && statSync(full).isDirectory();
}

/** A folder import names the folder's index file. */
function unitOfTarget(targetRel) {
  return unitOf(isFolder(targetRel) ? `${targetRel}/index` : targetRel);
}

function relativeFile(context) {
  return path.relative(ROOT, context.filename).split(path.sep).join('/');
}

/** Every import-like specifier of a module: import/export … from, import(), require-free. */
function onSpecifier(check) {
  const visit = (node) => {
    if (node.source && typeof node.source.value === 'string') check(node.source);
  };
  return {
    ImportDeclaration: visit,
    ExportNamedDeclaration: visit,
    ExportAllDeclaration: visit,
    ImportExpression: visit,
  };
}

const importPath = {
  meta: {
    type: 'suggestion',
    fixable: 'code',
    docs: {
      description: 'Relative imports stay inside their unit; imports that leave it use an alias.',
    },
    messages: {
      useAlias: "'{{specifier}}' leaves {{unit}}: import it as '{{canonical}}'.",
      useRelative: "'{{specifier}}' is inside {{unit}}: import it as '{{canonical}}'.",
    },
    schema: [],
  },
  create(context) {
    const fileRel = relativeFile(context);
    const fileUnit = unitOf(fileRel);
    if (fileUnit === null) return {};
    return onSpecifier((source) => {
      const specifier = source.value;
      const targetRel = targetOf(fileRel, specifier);
      if (targetRel === null) return;
      const targetUnit = unitOfTarget(targetRel);
      const top = targetRel.split('/')[0];
      if (targetUnit === null || !ALIASED.includes(top)) return;
      const inside = targetUnit === fileUnit;
      if (inside && specifier.startsWith('#')) {
        let canonical = path.posix.relative(path.posix.dirname(fileRel), targetRel);
        if (!canonical.startsWith('.')) canonical = `./${canonical}`;
        context.report({
          node: source,
          messageId: 'useRelative',
          data: { specifier, unit: fileUnit, canonical },
          fix: (fixer) => fixer.replaceText(source, `'${canonical}'`),
        });
      } else if (!inside && specifier.startsWith('.')) {
        const canonical = `#${targetRel}`;
        context.report({
          node: source,
          messageId: 'useAlias',
          data: { specifier, unit: fileUnit, canonical },
          fix: (fixer) => fixer.replaceText(source, `'${canonical}'`),
        });
      }
    });
  },
};

/**
 * The files that put the app together: they alone may import a server feature's second public
 * entry, its `routes.ts` (the route plugin that registers all the feature's routes).
 */
const ROUTES_IMPORTERS = new Set(['server/app.ts']);

const featurePublicModule = {
  meta: {
    type: 'problem',
    docs: {
      description:
        "Another feature is imported only through its public module (the folder's index.ts).",
    },
    messages: {
      internal:
        "'{{specifier}}' reaches into the {{feature}} feature: import it from '{{publicModule}}' (its index.ts); only server/app.ts imports a feature's routes.ts.",
    },
    schema: [],
  },
  create(context) {
    const fileRel = relativeFile(context);
    const fileUnit = unitOf(fileRel);
    if (fileUnit === null) return {};
    return onSpecifier((source) => {
      const specifier = source.value;
      const targetRel = targetOf(fileRel, specifier);
      if (targetRel === null) return;
      const parts = targetRel.split('/');
      if (parts[1] !== 'features' || parts.length < 3) return;
      const featureUnit = `${parts[0]}/features/${parts[2]}`;
      if (featureUnit === fileUnit) return;
      const publicModule = `#${featureUnit}`;
      if (parts.length === 3 || (parts.length === 4 && parts[3] === 'index')) return;
      const routesEntry = parts[0] === 'server' && parts.length === 4 && parts[3] === 'routes';
      if (routesEntry && ROUTES_IMPORTERS.has(fileRel)) return;
      context.report({
        node: source,
        messageId: 'internal',
        data: { specifier, feature: parts[2], publicModule },
      });
    });
  },
};

/**
 * The parts of the tree whose dependencies point one way (docs/architecture.md, "Feature order"):
 * each feature on either side, and each server plugin (a file in server/plugins, or a folder
 * there). Null for anything else (server/db, common, client/lib, …), which features import freely.
 */
export function layerNodeOf(relPath) {
  const parts = relPath.split('/');
  if ((parts[0] === 'server' || parts[0] === 'client') && parts[1] === 'features' && parts[2]) {
    return `${parts[0]}/features/${parts[2].replace(/\.tsx?$/, '')}`;
  }
  if (parts[0] === 'server' && parts[1] === 'plugins' && parts[2]) {
    return `server/plugins/${parts[2].replace(/\.tsx?$/, '')}`;
  }
  return null;
}

/** Tests and their support files may import anything (as in eslint.config.js). */
function isTestFile(relPath) {
  return (
    /\.test\.tsx?$/.test(relPath) ||
    /test-support\.ts$/.test(relPath) ||
    relPath.startsWith('server/test/') ||
    relPath.startsWith('client/test-utils/')
  );
}

function sourceFilesOf(nodeRel) {
  const full = path.join(ROOT, nodeRel);
  for (const candidate of [`${full}.ts`, `${full}.tsx`]) {
    if (existsSync(candidate)) return [path.relative(ROOT, candidate).split(path.sep).join('/')];
  }
  if (!isFolder(nodeRel)) return [];
  const files = [];
  const walk = (dir) => {
    const entries = readdirSync(path.join(ROOT, dir), { withFileTypes: true });
    entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    for (const entry of entries) {
      const rel = `${dir}/${entry.name}`;
      if (entry.isDirectory()) walk(rel);
      else if (/\.tsx?$/.test(entry.name) && !isTestFile(rel)) files.push(rel);
    }
  };
  walk(nodeRel);
  return files;
}

const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s+)['"]([^'"]+)['"]/gm;

/** Which other nodes a node's source files import, each with the first file that does. */
const importsCache = new Map();
function importsOfNode(node) {
  if (!importsCache.has(node)) {
    const found = new Map();
    for (const file of sourceFilesOf(node)) {
      const text = readFileSync(path.join(ROOT, file), 'utf8');
      for (const match of text.matchAll(SPECIFIER)) {
        const targetRel = targetOf(file, match[1]);
        const target = targetRel && layerNodeOf(targetRel);
        if (target && target !== node && !found.has(target)) found.set(target, file);
      }
    }
    importsCache.set(node, found);
  }
  return importsCache.get(node);
}

const noMutualFeatures = {
  meta: {
    type: 'problem',
    docs: {
      description:
        'Two features (or a feature and a server plugin) never import each other: dependencies point one way.',
    },
    messages: {
      mutual:
        '\'{{specifier}}\' makes {{from}} and {{to}} depend on each other ({{back}} imports {{from}}). Dependencies point one way (docs/architecture.md, "Feature order"): the lower one offers a registration point, reads the shared table itself, or the shared piece moves down.',
    },
    schema: [],
  },
  create(context) {
    const fileRel = relativeFile(context);
    const from = layerNodeOf(fileRel);
    if (from === null || isTestFile(fileRel)) return {};
    return onSpecifier((source) => {
      const targetRel = targetOf(fileRel, source.value);
      const to = targetRel && layerNodeOf(targetRel);
      if (!to || to === from) return;
      const back = importsOfNode(to).get(from);
      if (!back) return;
      context.report({
        node: source,
        messageId: 'mutual',
        data: { specifier: source.value, from, to, back },
      });
    });
  },
};

export default {
  meta: { name: 'eslint-plugin-amora' },
  rules: {
    'import-path': importPath,
    'feature-public-module': featurePublicModule,
    'no-mutual-features': noMutualFeatures,
  },
};
