import { useQuery } from '@tanstack/react-query';
import * as api from './agent-api.ts';

export const agentKeys = {
  conversations: ['agent', 'conversations'] as const,
  conversation: (id: string) => ['agent', 'conversation', id] as const,
};

export const useConversations = () =>
  useQuery({
    queryKey: agentKeys.conversations,
    queryFn: ({ signal }) => api.getConversations(signal),
  });
