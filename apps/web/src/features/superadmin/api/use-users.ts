import type { TRole, TUser } from '@tableside/domain/schemas/users';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiData, apiEntity } from '../../../lib/api-client.ts';

const key = ['console', 'users'] as const;

export function useUsers() {
  return useQuery({
    queryKey: key,
    queryFn: ({ signal }) => apiData<TUser[]>('/v1/auth/user', { unscoped: true, signal }),
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
