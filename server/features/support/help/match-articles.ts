import { ARTICLE_IDS, ARTICLE_INDEX, type ArticleId } from './articles';

/** An article counts as an answer from this score (one naming word, or two hints). */
export const MIN_ARTICLE_SCORE = 2;
/** A second article joins the answer when it scores at least this share of the best one. */
const SECOND_ARTICLE_SHARE = 0.75;
const MAX_ARTICLES = 2;
/** Stems this short match whole words only ("pro" must not match "problem"). */
const WHOLE_WORD_MAX_LENGTH = 3;

export interface ArticleMatch {
  id: ArticleId;
  score: number;
}

/** Lower-case words and digits, single-spaced, apostrophes kept ("can't"). */
export function normalise(text: string): string {
  return text
    .normalize('NFC')
    .toLocaleLowerCase()
    .replace(/[’`]/gu, "'")
    .replace(/[^\p{L}\p{N}']+/gu, ' ')
    .trim();
}

function keywordMatches(keyword: string, padded: string, words: string[]): boolean {
  if (keyword.includes(' ')) return padded.includes(` ${keyword}`);
  if (keyword.length <= WHOLE_WORD_MAX_LENGTH) return words.includes(keyword);
  return words.some((word) => word.startsWith(keyword));
}

/** Each article's score for the text: the weights of its keywords that appear, each once. */
export function scoreArticles(text: string): ArticleMatch[] {
  const normalised = normalise(text);
  const padded = ` ${normalised} `;
  const words = normalised.split(' ').filter(Boolean);
  return ARTICLE_IDS.map((id) => {
    let score = 0;
    for (const [keyword, weight] of Object.entries(ARTICLE_INDEX[id].keywords)) {
      if (keywordMatches(keyword, padded, words)) score += weight;
    }
    return { id, score };
  });
}

/**
 * The articles that answer the text, best first: the best one when it scores enough, and a
 * close second (a question about price and paying by card gets both). Ties keep the articles'
 * order. Empty when nothing fits: Nova then passes the question on.
 */
export function matchArticles(text: string): ArticleMatch[] {
  const ranked = scoreArticles(text)
    .filter((match) => match.score >= MIN_ARTICLE_SCORE)
    .sort((a, b) => b.score - a.score);
  const best = ranked[0];
  if (!best) return [];
  return ranked
    .filter((match, index) => index === 0 || match.score >= best.score * SECOND_ARTICLE_SHARE)
    .slice(0, MAX_ARTICLES);
}
