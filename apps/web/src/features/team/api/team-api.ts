import type {
  LocationListSort,
  TLocation,
  TLocationList,
} from '@tableside/domain/schemas/locations';
import type { TRole, TUser } from '@tableside/domain/schemas/users';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiData } from '../../../lib/api-client.ts';

/**
 * The restaurant's own locations and users, through the same calls as the super-admin console
 * (docs/product/plans-and-roles.md#one-api-scoped-by-role: an Admin's answers are scoped to their
 * restaurant by the server).
 */
const locationsKey = ['locations'] as const;
const usersKey = ['team', 'users'] as const;

/**
 * Every location change reloads the location lists, the switcher's included
 * (docs/product/console.md#locations-screen).
 */
export function useLocationChange<V>(action: (value: V) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: action,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: locationsKey }),
  });
}

export const addLocation = (body: { name: string; restaurant_id: string }) =>
  apiData<TLocation>('/v1/location', { method: 'POST', body });
export const renameLocation = ({ id, name }: { id: string; name: string }) =>
  apiData<TLocation>(`/v1/location/${encodeURIComponent(id)}`, { method: 'PUT', body: { name } });
export const deleteLocation = ({ id, name }: { id: string; name: string }) =>
  apiData<null>(`/v1/location/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    query: { confirm_name: name },
  });

export function useTeamUsers() {
  return useQuery({
    queryKey: usersKey,
    queryFn: ({ signal }) => apiData<TUser[]>('/v1/auth/user', { signal }),
  });
}

export function useGrantableRoles() {
  return useQuery({
    queryKey: ['team', 'roles'],
    queryFn: ({ signal }) => apiData<TRole[]>('/v1/auth/roles', { signal }),
  });
}

export type TeamUserInput = {
  username: string;
  email: string;
  firstname: string;
  lastname: string;
  location_id: string;
  roles: string[];
  /** Null: every location of the restaurant; a Manager works at their home location only. */
  location_ids: string[] | null;
};

export function useUserChange<V>(action: (value: V) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: action,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersKey }),
  });
}

/** Creating a user e-mails them an invitation to choose their own password. */
export const inviteUser = (body: TeamUserInput) =>
  apiData<TUser>('/v1/auth/user', { method: 'POST', body });
export const updateUser = ({
  id,
  ...body
}: Partial<TeamUserInput> & { id: string; enabled?: boolean }) =>
  apiData<TUser>(`/v1/auth/user/${encodeURIComponent(id)}`, { method: 'PUT', body });

/**
 * One page of the locations with their review counts, for the locations panel
 * (docs/product/dashboard-screens.md#administration-locations); under the same key as the
 * switcher's list, so a change reloads both. The previous page stays on screen until the next
 * one arrives, so paging and typing do not flash an empty list.
 */
export function useLocationPage(restaurantId: string, params: LocationPageParams) {
  return useQuery({
    queryKey: [...locationsKey, restaurantId, 'page', params],
    queryFn: ({ signal }) =>
      apiData<TLocationList>('/v1/location/page', {
        query: {
          search: params.search || undefined,
          sort: params.sort,
          order: params.order,
          limit: String(params.limit),
          offset: String(params.offset),
        },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}
export type LocationPageParams = {
  search: string;
  sort: LocationListSort;
  order: 'asc' | 'desc';
  limit: number;
  offset: number;
};
