import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TTemplate, TTemplateInput } from '@tableside/domain/schemas/reply-templates';
import { apiData } from '../../../lib/api-client.ts';

// The restaurant's saved reply templates (docs/product/reviews-and-replies.md#reply-templates).

const templatesKey = (restaurantId: string) => ['reply-templates', restaurantId] as const;
const path = (restaurantId: string) => `/v1/restaurant/${restaurantId}/reply-template`;

export function useTemplates(restaurantId: string) {
  return useQuery({
    queryKey: templatesKey(restaurantId),
    queryFn: ({ signal }) => apiData<TTemplate[]>(path(restaurantId), { signal }),
  });
}

/** Creates (no id) or replaces (id) a template; the list reads again. */
export function useSaveTemplate(restaurantId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string | null; input: TTemplateInput }) =>
      apiData<TTemplate>(id ? `${path(restaurantId)}/${id}` : path(restaurantId), {
        method: id ? 'PUT' : 'POST',
        body: input,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: templatesKey(restaurantId) }),
  });
}

export function useDeleteTemplate(restaurantId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiData<null>(`${path(restaurantId)}/${id}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: templatesKey(restaurantId) }),
  });
}
