import path from 'node:path';
import { RuleTester } from 'eslint';
import { describe, it } from 'vitest';
import amora from './eslint-plugin-amora.js';

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
