/** YouTube addresses: the video id of any usual form, and the addresses the site links and embeds. */

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const YOUTUBE_HOSTS = new Set([
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'music.youtube.com',
  'youtube-nocookie.com',
  'www.youtube-nocookie.com',
  'youtu.be',
]);

/**
 * The 11-character video id of any usual YouTube address (watch, youtu.be, shorts, embed, live, v/),
 * or null. Only http(s) addresses on YouTube's own hosts count.
 */
export function youtubeIdOf(input: string): string | null {
  let url: URL;
  try {
    url = new URL(input.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const host = url.hostname.toLowerCase();
  if (!YOUTUBE_HOSTS.has(host)) return null;
  let candidate: string | null | undefined;
  if (host === 'youtu.be') {
    candidate = url.pathname.split('/')[1];
  } else if (url.pathname === '/watch') {
    candidate = url.searchParams.get('v');
  } else {
    const [, kind, id] = url.pathname.split('/');
    if (kind && ['shorts', 'embed', 'live', 'v', 'e'].includes(kind)) candidate = id;
  }
  return candidate && YOUTUBE_ID.test(candidate) ? candidate : null;
}

/** The canonical watch address of a video id. */
export function youtubeWatchUrl(id: string): string {
  return `https://www.youtube.com/watch?v=${id}`;
}

/** The privacy-enhanced embed address (autoplay, muted). */
export function youtubeEmbedUrl(id: string): string {
  return `https://www.youtube-nocookie.com/embed/${id}?autoplay=1&mute=1&rel=0`;
}
