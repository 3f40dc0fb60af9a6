/** YouTube without its player: still images of a video and the oEmbed lookup of its title. */

/** YouTube's own still image of a video (480×360), shown in the owner's preview while adding it. */
export function youtubeStillUrl(id: string): string {
  return `https://i.ytimg.com/vi/${id}/hqdefault.jpg`;
}

/** Fetches a video's still; the gallery keeps its own copy (media-processor.ts processYoutubeStill). */
export type StillFetcher = (youtubeId: string) => Promise<Buffer>;

const STILL_MAX_BYTES = 2 * 1024 * 1024;

/** YouTube's still, with a short timeout (the owner is waiting) and a size cap. */
export const fetchYoutubeStill: StillFetcher = async (youtubeId) => {
  const response = await fetch(youtubeStillUrl(youtubeId), { signal: AbortSignal.timeout(4000) });
  if (!response.ok) throw new Error(`still answered ${response.status}`);
  if (!(response.headers.get('content-type') ?? '').startsWith('image/')) throw new Error('still is not an image');
  const data = Buffer.from(await response.arrayBuffer());
  if (data.length > STILL_MAX_BYTES) throw new Error('still too large');
  return data;
};

export interface OEmbedAnswer {
  title: string | null;
  author: string | null;
  thumbnail_url: string | null;
}
export type OEmbedFetcher = (watchUrl: string) => Promise<OEmbedAnswer>;

/** YouTube's oEmbed endpoint, with a short timeout: the owner is waiting on it. */
export const fetchYoutubeOEmbed: OEmbedFetcher = async (watchUrl) => {
  const response = await fetch(`https://www.youtube.com/oembed?format=json&url=${encodeURIComponent(watchUrl)}`, {
    signal: AbortSignal.timeout(4000),
  });
  if (!response.ok) throw new Error(`oEmbed answered ${response.status}`);
  const body = (await response.json()) as { title?: unknown; author_name?: unknown; thumbnail_url?: unknown };
  const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim().slice(0, 200) : null);
  return { title: text(body.title), author: text(body.author_name), thumbnail_url: text(body.thumbnail_url) };
};
