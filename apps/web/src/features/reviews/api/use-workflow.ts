import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReviewRef } from '../review-types.ts';
import { refreshReviews, reviewKeys } from './review-cache.ts';
import {
  addNote,
  assignReview,
  assignReviews,
  listColleagues,
  listNotes,
  listReviewTemplates,
} from './workflow-api.ts';

export const workflowKeys = {
  colleagues: (locationId: string) => ['workflow', 'colleagues', locationId] as const,
  notes: (reviewId: string) => ['workflow', 'notes', reviewId] as const,
  templates: (reviewId: string) => ['workflow', 'templates', reviewId] as const,
};

/** The templates filled for a review; read when the menu first opens. */
export function useReviewTemplates(ref: ReviewRef, enabled: boolean) {
  return useQuery({
    queryKey: workflowKeys.templates(ref.id),
    queryFn: ({ signal }) => listReviewTemplates(ref, signal),
    enabled,
  });
}

/** The people of a location: they change rarely, so a minute's cache is plenty. */
export function useColleagues(locationId: string, enabled = true) {
  return useQuery({
    queryKey: workflowKeys.colleagues(locationId),
    queryFn: ({ signal }) => listColleagues(locationId, signal),
    staleTime: 60_000,
    enabled,
  });
}

export function useNotes(ref: ReviewRef, enabled = true) {
  return useQuery({
    queryKey: workflowKeys.notes(ref.id),
    queryFn: ({ signal }) => listNotes(ref, signal),
    enabled,
  });
}

/** Adds a note; the thread and the review's history read again. */
export function useAddNote(ref: ReviewRef) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, mentions }: { body: string; mentions: string[] }) =>
      addNote(ref, body, mentions),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: workflowKeys.notes(ref.id) });
      void queryClient.invalidateQueries({ queryKey: reviewKeys.history(ref.id) });
    },
  });
}

/** Assigns one review (from its detail) or many (from the bulk bar); every list reads again. */
export function useAssign(locationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ refs, userId }: { refs: ReviewRef[]; userId: string | null }) =>
      refs.length === 1
        ? assignReview(refs[0] as ReviewRef, userId)
        : assignReviews(
            locationId,
            refs.map((r) => r.id),
            userId,
          ),
    onSuccess: () => refreshReviews(queryClient),
  });
}
