/** YouTube without its player: still images of a video and the oEmbed lookup of its title. */

/** YouTube's own still images of a video, by size. */
export function youtubeThumbs(id: string) {
  return {
    thumb_small: `https://i.ytimg.com/vi/${id}/mqdefault.jpg`,
    thumb_medium: `https://i.ytimg.com/vi/${id}/hqdefault.jpg`,
    thumb_large: `https://i.ytimg.com/vi/${id}/hqdefault.jpg`,
    original: null,
  };
}

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
