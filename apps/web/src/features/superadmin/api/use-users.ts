import type { AssignableRole } from '@tableside/domain/roles';
import type { TRole, TUser, TUserList, UserListSort } from '@tableside/domain/schemas/users';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiData, apiEntity } from '../../../lib/api-client.ts';

const key = ['console', 'users'] as const;

export type ConsoleUserParams = {
  search: string;
  /** One role's users, or (empty) every role's. */
  role: AssignableRole | '';
  /** One restaurant's, or (empty) every restaurant's. */
  restaurantId: string;
  sort: UserListSort;
  order: 'asc' | 'desc';
  limit: number;
  offset: number;
};

/**
 * One page of every restaurant's users, searched, filtered and sorted on the server
 * (`GET /v1/auth/user/page`): never the whole list at once.
 */
export function useUserPage(params: ConsoleUserParams) {
  return useQuery({
    queryKey: [...key, 'page', params],
    queryFn: ({ signal }) =>
      apiData<TUserList>('/v1/auth/user/page', {
        unscoped: true,
        query: {
          search: params.search || undefined,
          role: params.role || undefined,
          restaurant_id: params.restaurantId || undefined,
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

export function useRoles() {
  return useQuery({
    queryKey: ['console', 'roles'],
    queryFn: ({ signal }) => apiData<TRole[]>('/v1/auth/roles', { unscoped: true, signal }),
  });
}

export type UserInput = {
  id?: string;
  username: string;
  email: string;
  firstname: string;
  lastname: string;
  location_id: string;
  restaurant_id?: string;
  roles: string[];
  enabled: boolean;
};

/** Create answers with the user; the server then e-mails the invitation to set a password. */
export function useSaveUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: UserInput) =>
      id
        ? apiEntity<TUser>(`/v1/auth/user/${id}`, { unscoped: true, method: 'PUT', body })
        : apiEntity<TUser>('/v1/auth/user', { unscoped: true, method: 'POST', body }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['console'] }),
  });
}

export function useResendInvitation() {
  return useMutation({
    mutationFn: (id: string) =>
      apiData(`/v1/auth/user/${id}/invite`, { unscoped: true, method: 'POST' }),
  });
}
