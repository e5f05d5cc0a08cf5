export const alertKeys = {
  lists: ['alerts', 'list'] as const,
  list: (restaurantId: string) => ['alerts', 'list', restaurantId] as const,
  config: ['alerts', 'config'] as const,
};
