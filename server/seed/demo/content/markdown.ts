/** Markdown blocks separated by a blank line. */
export const md = (...blocks: string[]) => blocks.join('\n\n');
/** A Markdown bullet list. */
export const list = (...items: string[]) => items.map((item) => `- ${item}`).join('\n');
