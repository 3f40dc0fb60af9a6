import { LANGUAGE_CODES } from '@site/contracts';
import { describe, expect, it } from 'vitest';
import { galleryPageQuery } from '../../api/media-gallery';
import { DEFAULT_FILTERS } from '../../features/media-gallery/lib/filters';
import {
  endpointUrl,
  mediaGalleryApi,
  noteDanceApi,
  reunionSearchApi,
  reunionStoriesApi,
  volunteersApi,
} from '@site/contracts';
import { songListQuery } from '../../features/note-dance/lib/song-list';
import { taskListQueryOf } from '../../features/volunteer/lib/task-filter';
import { LIST_KINDS, listQuery } from '../../features/reunion-stories/lib/story-lists';
import { PAGE_HINTS } from './page-hints';

// A hinted address the page does not request is read by the server render for nothing, and the page
// then asks for its data again: the hints must be the very addresses the pages' queries use.
describe('page hints of the media gallery', () => {
  it('are the first page with no filter and the categories, as the gallery requests them', () => {
    for (const lang of LANGUAGE_CODES) {
      const hinted = (PAGE_HINTS.mediaGallery?.data ?? []).map((url) => url.replaceAll('{lang}', lang));
      expect(hinted).toEqual([
        endpointUrl(mediaGalleryApi.list, { query: galleryPageQuery(DEFAULT_FILTERS, 1, lang) }),
        endpointUrl(mediaGalleryApi.categories, { query: { lang } }),
      ]);
    }
  });
});

describe('page hints of the search', () => {
  it("are the first page of the address's query, as the search page requests it", () => {
    for (const lang of LANGUAGE_CODES) {
      const hinted = (PAGE_HINTS.search?.data ?? []).map((url) =>
        url.replaceAll('{lang}', lang).replace('{q}', 'da+nang'),
      );
      expect(hinted).toEqual([
        endpointUrl(reunionSearchApi.search, { query: { lang, q: 'da nang', page: undefined } }),
      ]);
    }
  });
});

describe('page hints of the story lists', () => {
  it('are the first page of each list, as the list pages request it', () => {
    for (const lang of LANGUAGE_CODES) {
      for (const [pageKey, kind] of Object.entries(LIST_KINDS)) {
        const hinted = (PAGE_HINTS[pageKey]?.data ?? []).map((url) => url.replaceAll('{lang}', lang));
        expect(hinted, pageKey).toEqual([endpointUrl(reunionStoriesApi.list, { query: listQuery(lang, kind, 1) })]);
      }
    }
  });
});

describe('page hints of the volunteer tasks', () => {
  it('are the first page of the whole list, as the tasks page requests it', () => {
    expect(PAGE_HINTS.volunteerTasks?.data).toEqual([
      endpointUrl(volunteersApi.tasks, { query: taskListQueryOf('all', 1) }),
    ]);
  });
});

describe('page hints of Note Dance', () => {
  it('are the first page of the songs with no filter, as the song choice requests it', () => {
    expect(PAGE_HINTS.noteDance?.data).toEqual([endpointUrl(noteDanceApi.sheets, { query: songListQuery('', null) })]);
  });
});
