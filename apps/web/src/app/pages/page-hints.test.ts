import { LANGUAGE_CODES } from '@site/contracts';
import { describe, expect, it } from 'vitest';
import { galleryPageQuery } from '../../api/media-gallery';
import { DEFAULT_FILTERS } from '../../features/media-gallery/lib/filters';
import { endpointUrl, mediaGalleryApi, reunionSearchApi } from '@site/contracts';
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
        endpointUrl(reunionSearchApi.search, { query: { q: 'da nang', lang, page: undefined } }),
      ]);
    }
  });
});
