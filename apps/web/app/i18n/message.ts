/** A message whose wording depends on a `count` value, chosen with `Intl.PluralRules`. */
export type PluralMessage = { readonly one: string; readonly other: string };

/** A catalog entry: `{name}` placeholders are replaced by the values passed to `t()`. */
export type Message = string | PluralMessage;
