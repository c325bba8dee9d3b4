import { __unsafe_useEmotionCache as useEmotionCache, css, type CSSObject, type SerializedStyles } from '@emotion/react';
import { useTheme, type Theme } from '@mui/material/styles';

/**
 * A hook giving a class name for styles made from the current theme, serialised once per theme, not at every
 * render as MUI's styled components and `sx` are. For what a page draws many times at once: a link in every row
 * of a list is drawn again at each keystroke of its search.
 */
export function themeClass(styles: (theme: Theme) => CSSObject): () => string {
  const serialised = new WeakMap<Theme, SerializedStyles>();
  return function useThemeClass() {
    const theme = useTheme();
    const cache = useEmotionCache();
    let made = serialised.get(theme);
    if (!made) {
      made = css(styles(theme));
      serialised.set(theme, made);
    }
    if (!cache) return '';
    const name = `${cache.key}-${made.name}`;
    // Asked at every render (a lookup): a sheet flushed since (as tests do) gets its rule back.
    if (cache.inserted[made.name] === undefined) cache.insert(`.${name}`, made, cache.sheet, true);
    return name;
  };
}
