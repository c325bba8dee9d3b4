/**
 * How far an entry of the open navigation sits from its edge, in px (spec part 1 §9: navigation indent
 * 40 plus 16 per level, capped at 80). Level 0 is an entry of a group, whose title sits at the edge.
 */
export const NAV_INDENT = 40;
export const NAV_INDENT_PER_LEVEL = 16;
export const NAV_INDENT_MAX = 80;

export const navIndent = (level = 0) => Math.min(NAV_INDENT + NAV_INDENT_PER_LEVEL * level, NAV_INDENT_MAX);
