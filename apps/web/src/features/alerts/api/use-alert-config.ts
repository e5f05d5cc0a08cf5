import type { TAlertConfigUpdate } from '@tableside/domain/schemas/alerts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { alertKeys } from './alert-keys.ts';
import { getAlertConfig, saveAlertConfig } from './alerts-api.ts';

export function useAlertConfig() {
  return useQuery({
    queryKey: alertKeys.config,
    queryFn: ({ signal }) => getAlertConfig(signal),
  });
}

/** Saves the whole configuration; the answer becomes the cached one. */
export function useSaveAlertConfig() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (config: TAlertConfigUpdate) => saveAlertConfig(config),
    onSuccess: (saved) => queryClient.setQueryData(alertKeys.config, saved),
  });
}
