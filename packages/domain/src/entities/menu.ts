import { z } from 'zod';
import {
  analystIconSchema,
  analystOptionTypeSchema,
  menuIconKeySchema,
  menuOptionTypeSchema,
} from '../enums.ts';

const linkTargetSchema = z.enum(['_self', '_blank', '_parent', '_top']);

export const menuItemSchema = z.object({
  title: z.string(),
  url: z.string(),
  slug: z.union([z.string(), z.array(z.string())]),
  icon: z.string().optional(),
  get items() {
    return z.array(menuItemSchema).optional();
  },
});
export type MenuItem = z.infer<typeof menuItemSchema>;

export const menuIconsSchema = z.object({
  normal: z.string(),
  active: z.string(),
});

export const menuActionSchema = z.object({
  icon: z.string(),
  title: z.string().optional(),
  url: z.string().optional(),
});
export type MenuAction = z.infer<typeof menuActionSchema>;

/**
 * A side-navigation entry. `data` is the path it links to, or the sections of a collapsible
 * group; entries that run code are wired by the web app and never travel as data.
 */
export const menuOptionSchema = z.object({
  title: z.string(),
  subTitle: z.string().optional(),
  icon: z.union([menuIconKeySchema, z.string()]).optional(),
  get data() {
    return z.union([z.string(), z.array(menuSectionSchema)]);
  },
  type: menuOptionTypeSchema.optional(),
  prefixAction: menuActionSchema.optional(),
  suffixAction: menuActionSchema.optional(),
  /** Appends the shared query string (language...) to the link. */
  useQueryString: z.boolean().default(true),
  selfQueryString: z.string().optional(),
  rel: z.string().optional(),
  target: linkTargetSchema.optional(),
  icons: menuIconsSchema.optional(),
});
export type MenuOption = z.infer<typeof menuOptionSchema>;

export const menuSectionSchema = z.object({
  title: z.string().optional(),
  get options() {
    return z.array(menuOptionSchema);
  },
});
export type MenuSection = z.infer<typeof menuSectionSchema>;

export const analystOptionSchema = z.object({
  title: z.string(),
  type: analystOptionTypeSchema,
  icon: analystIconSchema.optional(),
  /** Path the option links to. */
  data: z.string().optional(),
  /** Named modal the option opens, with the data it needs. */
  modal: z.object({ name: z.string(), data: z.record(z.string(), z.unknown()).optional() }).optional(),
  rel: z.string().optional(),
  target: linkTargetSchema.optional(),
});
export type AnalystOption = z.infer<typeof analystOptionSchema>;
