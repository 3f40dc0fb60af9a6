import { useMutation } from '@tanstack/react-query';
import {
  adminStoryKeys,
  deleteStory,
  fetchAdminStories,
  publishStory,
  type AdminStoryListQuery,
} from '../../api/admin-reunion-stories';
import { storyKeys } from '../../api/reunion-stories';
import { useInvalidate, usePagedList } from '../../components/admin/use-admin-queries';

/** One page of the stories for the list's filter; the previous page stays while the next loads. */
export function useAdminStoryList(query: AdminStoryListQuery) {
  return usePagedList(adminStoryKeys.list(query), (signal) => fetchAdminStories(query, signal));
}

/** The admin's lists and the public stories (lists, pages, news counts) all change with a story. */
export function useRefreshStories() {
  return useInvalidate([adminStoryKeys.all, storyKeys.all]);
}

/** Publishing or withdrawing one story. */
export function usePublishStory() {
  const refresh = useRefreshStories();
  return useMutation({
    mutationFn: ({ id, published }: { id: number; published: boolean }) => publishStory(id, published),
    onSuccess: refresh,
  });
}

/** Deleting one story; the lists and the public stories are read again. */
export function useDeleteStory() {
  const refresh = useRefreshStories();
  return useMutation({ mutationFn: (id: number) => deleteStory(id), onSuccess: refresh });
}
