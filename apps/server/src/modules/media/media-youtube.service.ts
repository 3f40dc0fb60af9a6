import {
  MEDIA_MESSAGES,
  youtubeIdOf,
  youtubeWatchUrl,
  type AdminMediaItem,
  type youtubeCreateSchema,
} from '@site/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../../db/database.js';
import { HttpError } from '../../plugins/errors.js';
import type { FileStorage } from '../../plugins/storage.js';
import { bumpContentVersion } from '../site/content-cache.js';
import type { MediaAdminService } from './media-admin.service.js';
import { newUuid, processYoutubeStill } from './media-processor.js';
import type { MediaRepository } from './media.repository.js';
import {
  fetchYoutubeOEmbed,
  fetchYoutubeStill,
  youtubeStillUrl,
  type OEmbedAnswer,
  type OEmbedFetcher,
  type StillFetcher,
} from './youtube.js';

type YoutubeCreate = z.output<typeof youtubeCreateSchema>;

/** How YouTube is reached: its oEmbed lookup and its stills (tests pass fakes; offline, both fail). */
export interface YoutubeFetchers {
  oembed?: OEmbedFetcher | undefined;
  still?: StillFetcher | undefined;
}

const reason = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * YouTube items: the owner's lookup of a video, adding one with its still kept among the site's own
 * files, and stills drawn for items stored before the site kept them. No page asks YouTube for an image.
 */
export class MediaYoutubeService {
  private readonly oembed: OEmbedFetcher;
  private readonly fetchStill: StillFetcher;

  constructor(
    private readonly repo: MediaRepository,
    private readonly storage: FileStorage,
    private readonly log: FastifyBaseLogger,
    private readonly db: Db,
    private readonly items: MediaAdminService,
    fetchers: YoutubeFetchers = {},
  ) {
    this.oembed = fetchers.oembed ?? fetchYoutubeOEmbed;
    this.fetchStill = fetchers.still ?? fetchYoutubeStill;
  }

  async metadata(url: string) {
    const id = youtubeIdOf(url);
    if (!id) throw new HttpError(422, MEDIA_MESSAGES.youtubeInvalid, { url: [MEDIA_MESSAGES.youtubeInvalid] });
    const watch = youtubeWatchUrl(id);
    let answer: OEmbedAnswer | null = null;
    try {
      answer = await this.oembed(watch);
    } catch (error) {
      this.log.info({ err: reason(error) }, 'YouTube oEmbed unavailable');
    }
    return {
      success: true as const,
      data: {
        youtube_id: id,
        youtube_url: watch,
        title: answer?.title ?? null,
        author: answer?.author ?? null,
        thumbnail_url: answer?.thumbnail_url ?? youtubeStillUrl(id),
        fetched: answer !== null,
      },
      message: answer ? null : MEDIA_MESSAGES.youtubeOffline,
    };
  }

  async create(actor: string, input: YoutubeCreate): Promise<AdminMediaItem> {
    const id = youtubeIdOf(input.youtube_url);
    if (!id) throw new HttpError(422, MEDIA_MESSAGES.youtubeInvalid, { youtube_url: [MEDIA_MESSAGES.youtubeInvalid] });
    await this.items.checkCategory(input.category_id);
    const uuid = newUuid();
    let still: Buffer | null = null;
    try {
      still = await this.fetchStill(id);
    } catch (error) {
      this.log.info({ err: reason(error) }, 'YouTube still unavailable');
    }
    const stills = await this.storeStill(id, still, `media/${uuid}`);
    let itemId: number;
    try {
      itemId = await this.repo.insert({
        uuid,
        media_type: 'video',
        category_id: input.category_id,
        translations: input.translations,
        thumb_small_key: stills.small,
        thumb_medium_key: stills.medium,
        thumb_large_key: stills.large,
        youtube_id: id,
        processing_status: 'completed',
        is_featured: input.is_featured,
        is_public: input.is_public,
      });
    } catch (error) {
      for (const key of Object.values(stills)) if (key) await this.storage.delete(key);
      throw error;
    }
    await this.items.changed(actor, 'media.youtube.created', input.translations.en.title);
    return this.items.get(itemId);
  }

  /** Writes a YouTube item's stills (YouTube's own, or drawn when there is none) and returns their keys. */
  private async storeStill(youtubeId: string, still: Buffer | null, folder: string) {
    const made = await processYoutubeStill(youtubeId, still, folder);
    for (const [key, data] of made.files) await this.storage.put(key, data);
    return made.thumbs;
  }

  /**
   * YouTube items stored before the site kept their stills get a drawn one, so that no page asks
   * YouTube for an image; run at start, it touches only items without stills.
   */
  async keepStills(): Promise<number> {
    const rows = await this.repo.youtubeWithoutStills();
    for (const row of rows) {
      const thumbs = await this.storeStill(row.youtube_id, null, `media/${row.uuid}`);
      await this.repo.update(row.id, {
        thumb_small_key: thumbs.small,
        thumb_medium_key: thumbs.medium,
        thumb_large_key: thumbs.large,
      });
    }
    if (rows.length > 0) await bumpContentVersion(this.db);
    return rows.length;
  }
}
