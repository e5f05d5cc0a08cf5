import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TChannel,
  TChannelCreate,
  TChannelUpdate,
  TCreatedChannel,
  TDelivery,
} from '@tableside/domain/schemas/alert-channels';
import { apiData } from '../../../lib/api-client.ts';

// The restaurant's escalation channels (docs/product/team-workflow.md#escalation-channels).

const channelsKey = (restaurantId: string) => ['alert-channels', restaurantId] as const;
const deliveriesKey = (restaurantId: string, channelId: string) =>
  ['alert-channels', restaurantId, channelId, 'deliveries'] as const;
const path = (restaurantId: string) => `/v1/restaurant/${restaurantId}/alert-channel`;

export function useChannels(restaurantId: string) {
  return useQuery({
    queryKey: channelsKey(restaurantId),
    queryFn: ({ signal }) => apiData<TChannel[]>(path(restaurantId), { signal }),
  });
}

export function useCreateChannel(restaurantId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TChannelCreate) =>
      apiData<TCreatedChannel>(path(restaurantId), { method: 'POST', body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: channelsKey(restaurantId) }),
  });
}

export function useUpdateChannel(restaurantId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: TChannelUpdate }) =>
      apiData<TChannel>(`${path(restaurantId)}/${id}`, { method: 'PUT', body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: channelsKey(restaurantId) }),
  });
}

export function useDeleteChannel(restaurantId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiData<null>(`${path(restaurantId)}/${id}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: channelsKey(restaurantId) }),
  });
}

/** Sends a test message now; the channel's log reads again with it. */
export function useTestChannel(restaurantId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiData<TDelivery>(`${path(restaurantId)}/${id}/test`, { method: 'POST' }),
    onSuccess: (_delivery, id) =>
      queryClient.invalidateQueries({ queryKey: deliveriesKey(restaurantId, id) }),
  });
}

/**
 * The channel's last deliveries, read every 5 s while the log is open: an Admin opens it to watch
 * an alert go out (or wait for its retry), which arrives without any action of theirs.
 */
export function useDeliveries(restaurantId: string, channelId: string) {
  return useQuery({
    queryKey: deliveriesKey(restaurantId, channelId),
    queryFn: ({ signal }) =>
      apiData<TDelivery[]>(`${path(restaurantId)}/${channelId}/delivery`, { signal }),
    refetchInterval: 5_000,
  });
}
