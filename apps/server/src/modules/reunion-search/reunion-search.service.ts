import {
  SEARCH_LIMITS,
  storyPath,
  type LanguageCode,
  type ReunionCase,
  type SearchResults,
  type Story,
} from '@site/contracts';
import type { FastifyInstance } from 'fastify';
import { paged, type PageQuery } from '../../lib/paging.js';
import { reunionService, shorten, type ReunionService } from '../reunion/reunion.service.js';
import { reunionStoriesService, type ReunionStoriesService } from '../reunion-stories/reunion-stories.service.js';
import { queryWords, rank, type Candidate } from './search-ranking.js';

/**
 * The reunion platform's search over what it publishes. Each kind of record brings the candidates that hold
 * every word of the query (its own module's search, diacritics folded in the database), at most
 * SEARCH_LIMITS.candidatesMax; they are ranked together here and paged. Only public fields are searched
 * and answered: a case's reporter is in a table no search reads.
 */

/** One kind of record the search looks in: the candidates for the words, in the asked language. */
export type SearchSource = (words: readonly string[], lang: LanguageCode, limit: number) => Promise<Candidate[]>;

/** The address of a case's page. */
const caseHref = (caseNumber: string) => `/reunion/cases/${encodeURIComponent(caseNumber)}`;

function caseCandidate(item: ReunionCase): Candidate {
  const place = [item.last_seen.commune, item.last_seen.province].filter(Boolean).join(', ');
  return {
    hit: {
      kind: 'case',
      title: item.full_name,
      excerpt: shorten(item.description, SEARCH_LIMITS.excerptMax),
      place,
      href: caseHref(item.case_number),
      date: item.updated_at,
      status: item.status,
      is_sample: item.is_sample,
    },
    primary: `${item.full_name} ${item.case_number} ${place}`,
    secondary: [item.description, item.clothing, item.distinguishing_features, item.reward ?? ''].join(' '),
  };
}

/** The public cases as a search source. */
export function caseSource(cases: ReunionService): SearchSource {
  return async (words, lang, limit) => (await cases.search(words, lang, limit)).map(caseCandidate);
}

/** A story's body as words: its markup is no text a visitor searched for. */
const textOfHtml = (html: string) => html.replace(/<[^>]*>/g, ' ').replace(/&[a-z#0-9]+;/gi, ' ');

function storyCandidate(story: Story): Candidate {
  return {
    hit: {
      kind: story.kind,
      title: story.title,
      excerpt: shorten(story.excerpt, SEARCH_LIMITS.excerptMax),
      place: null,
      href: storyPath(story.slug),
      date: story.published_at,
      status: null,
      is_sample: story.is_sample,
    },
    primary: story.title,
    secondary: `${story.excerpt} ${textOfHtml(story.body)}`,
  };
}

/** The published success stories, news and guides as a search source. */
export function storySource(stories: ReunionStoriesService): SearchSource {
  return async (words, lang, limit) => (await stories.search(words, lang, limit)).map(storyCandidate);
}

export class ReunionSearchService {
  constructor(private readonly sources: readonly SearchSource[]) {}

  /** One page of what matches every word of `q`, best first; an empty query finds nothing (and asks nothing). */
  async search(query: PageQuery & { q: string; lang: LanguageCode }): Promise<SearchResults> {
    const words = queryWords(query.q);
    if (words.length === 0) return paged([], 0, query);
    const found = await Promise.all(
      this.sources.map((source) => source(words, query.lang, SEARCH_LIMITS.candidatesMax)),
    );
    const hits = rank(found.flat(), words);
    const start = (query.page - 1) * query.per_page;
    return paged(hits.slice(start, start + query.per_page), hits.length, query);
  }
}

/** The search over every public kind of record, on the app's database. */
export function reunionSearchService(app: FastifyInstance): ReunionSearchService {
  return new ReunionSearchService([caseSource(reunionService(app)), storySource(reunionStoriesService(app))]);
}
