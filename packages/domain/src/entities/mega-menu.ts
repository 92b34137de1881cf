import { z } from 'zod';

export const megaMenuCardSchema = z.object({
  title: z.string(),
  url: z.string(),
  logo: z.string().nullable(),
  icon: z.string().nullable(),
  /** Open quotas, shown formatted for the Colombian locale. */
  quotas: z.number().int().nonnegative(),
});
export type MegaMenuCard = z.infer<typeof megaMenuCardSchema>;

export const megaMenuTabSchema = z.object({
  label: z.string(),
  url: z.string(),
  content: z.array(megaMenuCardSchema),
});
export type MegaMenuTab = z.infer<typeof megaMenuTabSchema>;

export const citySchema = z.object({
  name: z.string(),
  url: z.string(),
  title: z.string(),
});
export type City = z.infer<typeof citySchema>;

export const emptyResultTagSchema = z.object({
  tag: z.string(),
  url: z.string(),
});
export type EmptyResultTag = z.infer<typeof emptyResultTagSchema>;
