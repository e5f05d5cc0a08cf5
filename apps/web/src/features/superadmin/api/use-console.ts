import type { TAnalytics, TLead, TOutboxEmail, TOverview } from '@tableside/domain/schemas/console';
import type { TConsoleAiUsage } from '@tableside/domain/schemas/ai-usage';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiData } from '../../../lib/api-client.ts';

/** Figures change with every review: fetched fresh each time the screen opens. */
export function useOverview() {
  return useQuery({
    queryKey: ['console', 'overview'],
    queryFn: ({ signal }) => apiData<TOverview>('/v1/console/overview', { unscoped: true, signal }),
    staleTime: 0,
  });
}

export function useAnalytics(days: number) {
  return useQuery({
    queryKey: ['console', 'analytics', days],
    queryFn: ({ signal }) =>
      apiData<TAnalytics>('/v1/console/analytics', {
        unscoped: true,
        signal,
        query: { days: String(days) },
      }),
    staleTime: 0,
  });
}

/** Each restaurant's language-model usage this month, for the restaurant cards. */
export function useConsoleAiUsage() {
  return useQuery({
    queryKey: ['console', 'ai-usage'],
    queryFn: ({ signal }) =>
      apiData<TConsoleAiUsage>('/v1/console/ai-usage', { unscoped: true, signal }),
    staleTime: 0,
  });
}

export function useLeads() {
  return useQuery({
    queryKey: ['console', 'leads'],
    queryFn: ({ signal }) => apiData<TLead[]>('/v1/console/leads', { unscoped: true, signal }),
    staleTime: 0,
  });
}

export function useLeadAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ lead, action }: { lead: TLead; action: 'provision' | 'handled' | 'reopen' }) =>
      action === 'provision'
        ? apiData(`/v1/console/leads/${lead.id}/provision`, { unscoped: true, method: 'POST' })
        : apiData(`/v1/console/leads/${lead.id}/handled`, {
            unscoped: true,
            method: 'PUT',
            body: { handled: action === 'handled' },
          }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: ['console'] });
      void queryClient.invalidateQueries({ queryKey: ['restaurants'] });
    },
  });
}

export function useOutbox() {
  return useQuery({
    queryKey: ['console', 'outbox'],
    queryFn: ({ signal }) =>
      apiData<TOutboxEmail[]>('/v1/console/outbox', { unscoped: true, signal }),
    staleTime: 0,
  });
}
