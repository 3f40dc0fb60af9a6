import { useQuery } from '@tanstack/react-query';
import { fetchCommentCount, fetchComments, galleryKeys } from '../../../api/media-gallery';

/** Approved comments, newest first; a failed load shows none, silently. */
export function useComments(mediaId: number) {
  return useQuery({
    queryKey: galleryKeys.comments(mediaId),
    queryFn: ({ signal }) => fetchComments(mediaId, signal).catch(() => []),
    staleTime: 30_000,
  });
}

/**
 * The number of approved comments; null when it could not be loaded, silently: the section
 * then counts the comments it shows, zero when those failed too.
 */
export function useCommentCount(mediaId: number) {
  return useQuery({
    queryKey: galleryKeys.commentCount(mediaId),
    queryFn: ({ signal }): Promise<number | null> => fetchCommentCount(mediaId, signal).catch(() => null),
    staleTime: 30_000,
  });
}
