import { SOCIALS_PAGE_SIZE, type TSocialComment } from '@tableside/domain/schemas/socials';
import {
  useInfiniteQuery,
  useMutation,
  useQueryClient,
  type InfiniteData,
} from '@tanstack/react-query';
import { deleteComment, listComments, runSocialAction, type SocialAction } from './socials-api.ts';

const listKey = (restaurantId: string) => ['socials', restaurantId] as const;

/**
 * The restaurant's social comments, 50 a page. While a reply is on its way to the platform the
 * list is read again every few seconds, so "Posted" shows when the platform confirms.
 */
export function useSocialComments(restaurantId: string) {
  return useInfiniteQuery({
    queryKey: listKey(restaurantId),
    queryFn: ({ pageParam, signal }) => listComments(restaurantId, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (last, _pages, offset) =>
      last.length === SOCIALS_PAGE_SIZE ? offset + SOCIALS_PAGE_SIZE : undefined,
    refetchInterval: (query) =>
      query.state.data?.pages.some((page) =>
        page.some((c) => c.posting && ['queued', 'sending', 'unknown'].includes(c.posting.state)),
      )
        ? 2_000
        : false,
  });
}

function replaceComment(
  data: InfiniteData<TSocialComment[], number> | undefined,
  comment: TSocialComment,
) {
  if (!data) return data;
  return {
    ...data,
    pages: data.pages.map((page) => page.map((c) => (c.id === comment.id ? comment : c))),
  };
}

/** One reply step on one comment; the server's answer replaces the comment on screen. */
export function useSocialAction(restaurantId: string, action: SocialAction) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['socials', action],
    mutationFn: ({ id, text }: { id: string; text?: string }) =>
      runSocialAction(restaurantId, id, action, text),
    onSuccess: (comment) =>
      queryClient.setQueryData<InfiniteData<TSocialComment[], number>>(
        listKey(restaurantId),
        (data) => replaceComment(data, comment),
      ),
  });
}

export function useDeleteComment(restaurantId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteComment(restaurantId, id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: listKey(restaurantId) }),
  });
}
