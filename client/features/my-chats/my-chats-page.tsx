import { MessagesSquare, Search } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '#client/components/error-state';
import { SignInPrompt } from '#client/components/sign-in-prompt';
import { Button } from '#client/components/ui/button';
import { ButtonLink } from '#client/components/ui/button-link';
import { Container } from '#client/components/ui/container';
import { PageTitle } from '#client/components/ui/page-title';
import { SearchInput } from '#client/components/ui/search-input';
import { Skeleton } from '#client/components/ui/skeleton';
import { useDebouncedValue } from '#client/hooks/use-debounced-value';
import { apiErrorMessage } from '#client/lib/api-error-message';
import { useLocalizedPath } from '#client/lib/language-context';
import { useSession } from '#client/features/session';
import { useChatsList } from './api';
import { ChatRow } from './chat-row';

/** The most a search may be (the server's limit too). */
const MAX_SEARCH = 100;

/**
 * "My chats": every conversation of the user, newest first, with the start of its last
 * message, found by a companion's name or words of a message, each deletable. Signed out, the
 * sign-in prompt.
 */
export function MyChatsPage() {
  const { t } = useTranslation();
  const { user } = useSession();

  if (!user) {
    return (
      <>
        <PageTitle title={t('titles.chats')} />
        <SignInPrompt
          icon={<MessagesSquare aria-hidden="true" className="h-8 w-8" />}
          title={t('myChats.signedOut.title')}
          text={t('myChats.signedOut.text')}
        />
      </>
    );
  }
  return <ChatsList />;
}

function ChatsList() {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  const [search, setSearch] = useState('');
  const settled = useDebouncedValue(search.trim());
  const query = useChatsList(settled);
  const conversations = query.data?.pages.flatMap((page) => page.conversations) ?? [];

  return (
    <Container className="py-10 sm:py-14">
      <PageTitle title={t('titles.chats')} />
      <header className="mb-6">
        <h1 className="font-display text-3xl font-semibold sm:text-4xl">{t('myChats.title')}</h1>
        <p className="mt-2 text-ink-muted">{t('myChats.subtitle')}</p>
      </header>
      <SearchInput
        label={t('myChats.search.label')}
        hideLabel
        value={search}
        onChange={setSearch}
        clearLabel={t('myChats.search.clear')}
        placeholder={t('myChats.search.placeholder')}
        maxLength={MAX_SEARCH}
        className="mb-6 max-w-xl"
      />

      {query.isPending ? (
        <div role="status">
          <span className="sr-only">{t('myChats.loading')}</span>
          <div className="grid gap-3">
            {[0, 1, 2].map((index) => (
              <Skeleton key={index} className="h-20 rounded-2xl" />
            ))}
          </div>
        </div>
      ) : query.isError && conversations.length === 0 ? (
        <ErrorState
          title={t('myChats.errorTitle')}
          message={apiErrorMessage(query.error, t)}
          onRetry={() => void query.refetch()}
        />
      ) : conversations.length === 0 ? (
        settled ? (
          <p role="status" className="py-10 text-center text-ink-muted">
            {t('myChats.noMatches', { search: settled })}
          </p>
        ) : (
          <div className="mx-auto flex max-w-md flex-col items-center py-12 text-center">
            <span className="mb-5 inline-flex h-16 w-16 items-center justify-center rounded-full bg-surface-raised ring-1 ring-line">
              <MessagesSquare aria-hidden="true" className="h-8 w-8 text-accent" />
            </span>
            <h2 className="font-display text-2xl font-semibold">{t('myChats.emptyTitle')}</h2>
            <p className="mt-2 text-ink-muted">{t('myChats.emptyText')}</p>
            <ButtonLink to={to('/models')} className="mt-6">
              <Search aria-hidden="true" className="h-4 w-4" />
              {t('myChats.browse')}
            </ButtonLink>
          </div>
        )
      ) : (
        <>
          <ul
            aria-label={t('myChats.listLabel')}
            className="grid gap-3"
            aria-busy={query.isFetching}
          >
            {conversations.map((conversation) => (
              <ChatRow key={conversation.id} conversation={conversation} />
            ))}
          </ul>
          {query.hasNextPage ? (
            <div className="mt-6 flex justify-center">
              <Button
                variant="outline"
                onClick={() => void query.fetchNextPage()}
                disabled={query.isFetchingNextPage}
              >
                {query.isFetchingNextPage ? t('myChats.loadingMore') : t('myChats.more')}
              </Button>
            </div>
          ) : null}
        </>
      )}
    </Container>
  );
}
