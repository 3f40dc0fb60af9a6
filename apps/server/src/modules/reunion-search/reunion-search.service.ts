import { foldForSearch, SEARCH_LIMITS, storyPath, type LanguageCode, type SearchResult } from '@site/contracts';
import type { FastifyInstance } from 'fastify';
import { paged, type Page, type PageQuery } from '../../lib/paging.js';
import { ReunionRepository } from '../reunion/reunion.repository.js';
import { ReunionStoriesRepository } from '../reunion-stories/reunion-stories.repository.js';
import { toPublicStory } from '../reunion-stories/reunion-stories.service.js';

/**
 * The reunion platform's public search: the cases by their public identifying fields (name, case number,
 * province, commune) and the published stories by their texts in any language, each table through its own
 * repository. Text is folded on both sides (case, Vietnamese marks, đ = d), so "da nang" finds "Đà Nẵng".
 *
 * Ranking: a match in the name or title comes first, then one in a story's excerpt, then the rest (a place,
 * a story's body or another language); within a rank, the most recent first. A reporter's details live in
 * a table this search never reads, so they can be neither found nor answered.
 */

interface Ranked {
  rank: number;
  result: SearchResult;
}

const contains = (text: string, folded: string) => foldForSearch(text).includes(folded);

export class ReunionSearchService {
  constructor(
    private readonly cases: ReunionRepository,
    private readonly stories: ReunionStoriesRepository,
  ) {}

  async search(query: PageQuery & { q: string; lang: LanguageCode }): Promise<Page<SearchResult>> {
    // The folded query, its words kept apart by single spaces ("  Đà-Nẵng " → "da nang").
    const folded = foldForSearch(query.q).trim();
    if (!folded) return paged([], 0, query);
    const window = { limit: SEARCH_LIMITS.candidatesMax, offset: 0 };
    const [cases, stories] = await Promise.all([
      this.cases.list({ search: query.q, ...window }),
      this.stories.list({ search: query.q, published: true, ...window }),
    ]);
    const ranked: Ranked[] = [];
    for (const record of cases.rows) {
      const place = `${record.last_seen.commune}, ${record.last_seen.province}`;
      ranked.push({
        rank: contains(record.full_name, folded) || contains(record.case_number, folded) ? 0 : 2,
        result: {
          type: 'case',
          title: record.full_name,
          summary: place,
          url: `/reunion/cases/${record.case_number}`,
          case_number: record.case_number,
          status: record.status,
          kind: null,
          is_sample: record.is_sample,
          date: record.updated_at,
        },
      });
    }
    for (const record of stories.rows) {
      const story = toPublicStory(record, query.lang);
      const rank = contains(story.title, folded) ? 0 : contains(story.excerpt, folded) ? 1 : 2;
      ranked.push({
        rank,
        result: {
          type: 'story',
          title: story.title,
          summary: story.excerpt,
          url: storyPath(story.slug),
          case_number: null,
          status: null,
          kind: story.kind,
          is_sample: story.is_sample,
          date: story.published_at,
        },
      });
    }
    ranked.sort((a, b) => a.rank - b.rank || b.result.date.localeCompare(a.result.date));
    const start = (query.page - 1) * query.per_page;
    return paged(
      ranked.slice(start, start + query.per_page).map((item) => item.result),
      ranked.length,
      query,
    );
  }
}

export function reunionSearchService(app: FastifyInstance): ReunionSearchService {
  return new ReunionSearchService(new ReunionRepository(app.db), new ReunionStoriesRepository(app.db));
}
