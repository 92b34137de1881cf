import { z } from 'zod';

export const selectOptionSchema = z.object({
  id: z.union([z.string(), z.number()]),
  name: z.string(),
  img: z.string().optional(),
  label: z.string().optional(),
  value: z.union([z.string(), z.number()]).optional(),
});
export type SelectOption = z.infer<typeof selectOptionSchema>;
