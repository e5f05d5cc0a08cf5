import { SOCIALS_PAGE_SIZE, type TSocialComment } from '@tableside/domain/schemas/socials';
import {
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type InfiniteData,
} from '@tanstack/react-query';
import {
  addCommentNote,
  assignComment,
  deleteComment,
  getComment,
  getCommentHistory,
  listColleagues,
  listCommentNotes,
  listComments,
  runSocialAction,
  type CommentView,
  type SocialAction,
} from './socials-api.ts';

const listKey = (restaurantId: string) => ['socials', restaurantId] as const;
const viewKey = (restaurantId: string, view: CommentView) =>
  [...listKey(restaurantId), view] as const;
const notesKey = (commentId: string) => ['socials', 'notes', commentId] as const;
/** Read again after anything done to the comment (a reply step, an assignment, a note). */
const historyKey = (commentId: string) => ['socials', 'history', commentId] as const;

/**
 * The restaurant's social comments, 50 a page. While a reply is on its way to the platform the
 * list is read again every few seconds, so "Posted" shows when the platform confirms.
 */
export function useSocialComments(restaurantId: string, view: CommentView = 'all') {
  return useInfiniteQuery({
    queryKey: viewKey(restaurantId, view),
    queryFn: ({ pageParam, signal }) => listComments(restaurantId, pageParam, view, signal),
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

/** One comment, for a link that opens it (an alert, an e-mail) when it is not on the first page. */
export function useSocialComment(restaurantId: string, id: string, enabled: boolean) {
  return useQuery({
    queryKey: ['socials', 'one', restaurantId, id] as const,
    queryFn: ({ signal }) => getComment(restaurantId, id, signal),
    enabled,
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
    onSuccess: (comment) => {
      queryClient.setQueriesData<InfiniteData<TSocialComment[], number>>(
        { queryKey: listKey(restaurantId) },
        (data) => replaceComment(data, comment),
      );
      void queryClient.invalidateQueries({ queryKey: historyKey(comment.id) });
    },
  });
}

export function useDeleteComment(restaurantId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteComment(restaurantId, id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: listKey(restaurantId) }),
  });
}

/** Assigns a comment, or unassigns it; the views read again, since it may move between them. */
export function useAssignComment(restaurantId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, userId }: { id: string; userId: string | null }) =>
      assignComment(restaurantId, id, userId),
    onSuccess: (_comment, { id }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: listKey(restaurantId) }),
        queryClient.invalidateQueries({ queryKey: historyKey(id) }),
      ]),
  });
}

/** The people of a location: they change rarely, so a minute's cache is plenty. */
export function useColleagues(locationId: string, enabled: boolean) {
  return useQuery({
    queryKey: ['socials', 'colleagues', locationId],
    queryFn: ({ signal }) => listColleagues(locationId, signal),
    staleTime: 60_000,
    enabled,
  });
}

export function useCommentNotes(restaurantId: string, commentId: string, enabled: boolean) {
  return useQuery({
    queryKey: notesKey(commentId),
    queryFn: ({ signal }) => listCommentNotes(restaurantId, commentId, signal),
    enabled,
  });
}

export function useAddCommentNote(restaurantId: string, commentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, mentions }: { body: string; mentions: string[] }) =>
      addCommentNote(restaurantId, commentId, body, mentions),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: notesKey(commentId) }),
        queryClient.invalidateQueries({ queryKey: historyKey(commentId) }),
      ]),
  });
}

/** A comment's history, read once its disclosure is opened. */
export function useCommentHistory(restaurantId: string, commentId: string, enabled: boolean) {
  return useQuery({
    queryKey: historyKey(commentId),
    queryFn: ({ signal }) => getCommentHistory(restaurantId, commentId, signal),
    enabled,
  });
}
