import { __unsafe_useEmotionCache, type EmotionCache } from '@emotion/react';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';

/** Emotion's default cache, the one MUI's styled components insert into (no CacheProvider around them). */
function defaultCache(): EmotionCache | null {
  let cache: EmotionCache | null = null;
  renderToStaticMarkup(createElement(() => ((cache = __unsafe_useEmotionCache()), null)));
  return cache;
}

const cache = defaultCache();

/**
 * Removes the style rules the test's renders inserted, and emotion's note that they are in: the next render
 * inserts what it uses again. jsdom's getComputedStyle (every getByRole asks it for each element and its
 * ancestors) walks every rule in the document, so with one document for all the files of a worker the rules
 * would pile up (to 1,500 after eight files) and each query grow slower.
 */
export function forgetEmotionStyles(): void {
  if (!cache) return;
  cache.sheet.flush();
  for (const name of Object.keys(cache.inserted)) delete cache.inserted[name];
}
