import path from 'node:path';
import { RuleTester } from 'eslint';
import { describe, expect, it } from 'vitest';
import amora, { layerNodeOf } from './eslint-plugin-amora.js';

RuleTester.describe = describe;
RuleTester.it = it;

const root = path.resolve(import.meta.dirname, '..');
const file = (relative: string) => path.join(root, relative);
const tester = new RuleTester({ languageOptions: { ecmaVersion: 2024, sourceType: 'module' } });

tester.run('import-path', amora.rules['import-path'], {
  valid: [
    {
      filename: file('server/features/chats/service.ts'),
      code: "import { a } from './repository';",
    },
    {
      filename: file('server/features/replies/builtin/topics.ts'),
      code: "import { a } from '../engine';",
    },
    {
      filename: file('server/features/chats/service.ts'),
      code: "import { a } from '#server/db/client';",
    },
    {
      filename: file('client/lib/i18n.ts'),
      code: "const en = () => import('#common/locales/en.json');",
    },
    { filename: file('server/app.ts'), code: "import { a } from './config';" },
    { filename: file('server/app.ts'), code: "import Fastify from 'fastify';" },
  ],
  invalid: [
    {
      filename: file('server/features/chats/service.ts'),
      code: "import { a } from '../../db/client';",
      output: "import { a } from '#server/db/client';",
      errors: [{ messageId: 'useAlias' }],
    },
    {
      filename: file('server/features/replies/builtin/topics.ts'),
      code: "export { a } from '../../../../common/i18n/languages';",
      output: "export { a } from '#common/i18n/languages';",
      errors: [{ messageId: 'useAlias' }],
    },
    {
      // Leaving server/ for a sibling feature is leaving the unit, even one level up.
      filename: file('server/features/chats/service.ts'),
      code: "import { a } from '../users/repository';",
      output: "import { a } from '#server/features/users/repository';",
      errors: [{ messageId: 'useAlias' }],
    },
    {
      filename: file('server/features/chats/send-service.ts'),
      code: "import { a } from '#server/features/chats/repository';",
      output: "import { a } from './repository';",
      errors: [{ messageId: 'useRelative' }],
    },
    {
      filename: file('server/app.ts'),
      code: "import metrics from './plugins/metrics';",
      output: "import metrics from '#server/plugins/metrics';",
      errors: [{ messageId: 'useAlias' }],
    },
  ],
});

tester.run('feature-public-module', amora.rules['feature-public-module'], {
  valid: [
    {
      filename: file('server/features/chats/service.ts'),
      code: "import { a } from '#server/features/users';",
    },
    {
      filename: file('server/features/chats/service.ts'),
      code: "import { a } from './repository';",
    },
    { filename: file('server/app.ts'), code: "import { a } from '#server/features/chats';" },
    // The app, and only the app, registers a feature's routes from its second entry.
    { filename: file('server/app.ts'), code: "import { a } from '#server/features/auth/routes';" },
    {
      filename: file('client/app/routes/chat.tsx'),
      code: "import { a } from '#client/features/chat';",
    },
    {
      filename: file('server/features/chats/service.ts'),
      code: "import { a } from '#server/db/schema';",
    },
  ],
  invalid: [
    {
      filename: file('server/features/realtime/service.ts'),
      code: "import { a } from '#server/features/chats/message-repository';",
      errors: [
        {
          messageId: 'internal',
          data: {
            specifier: '#server/features/chats/message-repository',
            feature: 'chats',
            publicModule: '#server/features/chats',
          },
        },
      ],
    },
    {
      filename: file('server/features/users/service.ts'),
      code: "import { a } from '#server/features/auth/routes';",
      errors: [{ messageId: 'internal' }],
    },
    {
      filename: file('server/app.ts'),
      code: "import { a } from '#server/features/auth/service';",
      errors: [{ messageId: 'internal' }],
    },
    {
      filename: file('client/features/favorites/favorites-page.tsx'),
      code: "import { a } from '../models/model-card';",
      errors: [
        {
          messageId: 'internal',
          data: {
            specifier: '../models/model-card',
            feature: 'models',
            publicModule: '#client/features/models',
          },
        },
      ],
    },
  ],
});

// Read against the tree as it is: auth imports accounts and the session plugin.
tester.run('no-mutual-features', amora.rules['no-mutual-features'], {
  valid: [
    {
      filename: file('server/features/auth/service.ts'),
      code: "import { a } from '#server/features/accounts';",
    },
    {
      filename: file('server/features/auth/routes.ts'),
      code: "import { signedIn } from '#server/plugins/session';",
    },
    {
      // Inside one feature, and to folders that are not features, anything goes.
      filename: file('server/features/accounts/user-view.ts'),
      code: "import { a } from './entitlements'; import { b } from '#server/db/schema';",
    },
    {
      // Tests may set up state through any feature.
      filename: file('server/features/accounts/accounts.test.ts'),
      code: "import { a } from '#server/features/auth';",
    },
  ],
  invalid: [
    {
      filename: file('server/features/accounts/user-view.ts'),
      code: "import { a } from '#server/features/auth';",
      errors: [
        {
          messageId: 'mutual',
          data: {
            specifier: '#server/features/auth',
            from: 'server/features/accounts',
            to: 'server/features/auth',
            back: 'server/features/auth/admin-bootstrap.ts',
          },
        },
      ],
    },
    {
      // A plugin and a feature: the session plugin is imported by auth's routes.
      filename: file('server/plugins/session.ts'),
      code: "import { a } from '#server/features/auth';",
      errors: [{ messageId: 'mutual' }],
    },
    {
      filename: file('server/features/accounts/user-view.ts'),
      code: "export { a } from '../auth/service';",
      errors: [{ messageId: 'mutual' }],
    },
  ],
});

describe('layerNodeOf', () => {
  it('names features on both sides and each server plugin', () => {
    expect(layerNodeOf('server/features/chats/send/service.ts')).toBe('server/features/chats');
    expect(layerNodeOf('client/features/billing/index.ts')).toBe('client/features/billing');
    expect(layerNodeOf('server/plugins/session.ts')).toBe('server/plugins/session');
    expect(layerNodeOf('server/plugins/metrics/index.ts')).toBe('server/plugins/metrics');
    expect(layerNodeOf('server/db/schema.ts')).toBeNull();
    expect(layerNodeOf('common/contracts/user.ts')).toBeNull();
  });
});
