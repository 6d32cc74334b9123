import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '#common/contracts/errors';
import { LANGUAGES, type Language } from '#common/i18n/languages';
import { HttpError } from '#server/http-error';
import { unsubscribePageHtml, type UnsubscribePageState } from './unsubscribe-page';
import {
  checkUnsubscribeLink,
  UNSUBSCRIBE_PATH,
  UNSUBSCRIBE_TOKEN_PATTERN,
  useUnsubscribeLink,
} from './unsubscribe-service';

const querySchema = z.object({
  token: z.string().regex(UNSUBSCRIBE_TOKEN_PATTERN, 'token is not an unsubscribe token.'),
  /** The language the link was mailed in: the page of a link that does not work uses it. */
  lang: z.enum(LANGUAGES).optional(),
});

/** Mail programs post `List-Unsubscribe=One-Click` as a form (RFC 8058); the token is in the URL. */
const FORM_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data'];
const FORM_BODY_LIMIT = 4096;

const STATE_OF_CODE: Record<string, UnsubscribePageState> = {
  INVALID_UNSUBSCRIBE_TOKEN: 'invalid',
  UNSUBSCRIBE_LINK_USED: 'used',
};

/**
 * The one-click unsubscribe link of notification e-mails. No session: the random token is the
 * proof. A browser (Accept: text/html) gets a page in the account's language; a mail program,
 * JSON. `GET` only shows the page with a button, since link scanners open every link in a mail;
 * `POST` stops the e-mails.
 */
export const unsubscribeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addContentTypeParser(
    FORM_TYPES,
    { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
    (_request, body, done) => done(null, body),
  );
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  const path = UNSUBSCRIBE_PATH.replace(/^\/api/, '');
  const schema = {
    tags: ['notifications'],
    querystring: querySchema,
    response: {
      200: z.object({ ok: z.literal(true) }),
      400: apiErrorSchema,
      404: apiErrorSchema,
      410: apiErrorSchema,
    },
  };

  app.get(
    path,
    {
      schema: {
        ...schema,
        summary: 'The page of an unsubscribe link (shows a button; changes nothing)',
        description:
          '404 INVALID_UNSUBSCRIBE_TOKEN for an unknown or forged link, 410 UNSUBSCRIBE_LINK_USED ' +
          'for one used already. HTML for a browser, else `{ok: true}`.',
      },
    },
    async (request, reply) => {
      const wantsHtml = prefersHtml(request.headers.accept);
      try {
        const language = await checkUnsubscribeLink(app.db, request.query.token);
        if (!wantsHtml) return { ok: true as const };
        return sendPage(reply, 200, 'confirm', language, request.url);
      } catch (error) {
        return pageOrThrow(reply, error, wantsHtml, request.query.lang ?? 'en');
      }
    },
  );

  app.post(
    path,
    {
      schema: {
        ...schema,
        summary: 'Stop notification e-mails (one-click unsubscribe, RFC 8058)',
        description:
          'Sets the notification channel to none when it is e-mail and uses up the link. ' +
          '404 INVALID_UNSUBSCRIBE_TOKEN, 410 UNSUBSCRIBE_LINK_USED.',
      },
    },
    async (request, reply) => {
      const wantsHtml = prefersHtml(request.headers.accept);
      try {
        const language = await useUnsubscribeLink(app.db, app.clock, request.query.token);
        if (!wantsHtml) return { ok: true as const };
        return sendPage(reply, 200, 'done', language);
      } catch (error) {
        return pageOrThrow(reply, error, wantsHtml, request.query.lang ?? 'en');
      }
    },
  );
};

function prefersHtml(accept: string | undefined): boolean {
  return accept !== undefined && /\btext\/html\b/i.test(accept);
}

function sendPage(
  reply: FastifyReply,
  status: number,
  state: UnsubscribePageState,
  language: Language,
  action?: string,
) {
  return reply
    .code(status)
    .type('text/html; charset=utf-8')
    .send(unsubscribePageHtml({ state, language, action }));
}

function pageOrThrow(reply: FastifyReply, error: unknown, wantsHtml: boolean, language: Language) {
  const state = error instanceof HttpError ? STATE_OF_CODE[error.code] : undefined;
  if (!wantsHtml || !state || !(error instanceof HttpError)) throw error;
  return sendPage(reply, error.statusCode, state, language);
}
