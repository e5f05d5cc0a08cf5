import { z } from 'zod';
import { ERROR_CODES } from '../errors.ts';

/** The earlier product's answer envelope (docs/product/api.md#envelope). */
export function ZSuccess<T extends z.ZodType>(data: T) {
  return z.object({ status: z.literal('success'), data, message: z.string() });
}

export const ZError = z.object({
  status: z.literal('error'),
  code: z.enum(ERROR_CODES),
  message: z.string(),
  details: z.unknown().optional(),
});
export type TError = z.infer<typeof ZError>;

export const ZId = z.uuid();
export const ZIdParams = z.object({ id: ZId });

/**
 * Deleting a restaurant or a location names it again (docs/product/console.md#delete-confirmation).
 */
export const ZDeleteConfirm = z.object({ confirm_name: z.string().max(300).optional() });

export const ZMessageOnly = ZSuccess(z.null());

export const ZLanguage = z.enum(['en', 'fr']);
export type TLanguage = z.infer<typeof ZLanguage>;
