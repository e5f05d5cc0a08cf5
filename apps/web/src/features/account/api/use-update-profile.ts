import type { TUser } from '@tableside/domain/schemas/users';
import { useMutation } from '@tanstack/react-query';
import { apiData } from '../../../lib/api-client.ts';

export type ProfileFields = Pick<TUser, 'firstname' | 'lastname' | 'username' | 'email'> & {
  /** Required by the server when the e-mail changes. */
  current_password?: string;
};

/** A user edits their own profile: only these fields are sent; the server refuses the rest (`guardedChanges` in features/users/service.ts). */
export function useUpdateProfile(userId: string, onSaved: (user: TUser) => void) {
  return useMutation({
    mutationFn: (fields: ProfileFields) =>
      apiData<TUser>(`/v1/auth/user/${userId}`, { method: 'PUT', body: fields }),
    onSuccess: onSaved,
  });
}
