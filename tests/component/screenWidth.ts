import { vi } from 'vitest';

/**
 * A screen `width` CSS pixels wide: MUI's media queries (react-admin's, usePhone) answer for that width (jsdom has no
 * matchMedia of its own). Undo with vi.unstubAllGlobals().
 */
export function screenWidth(width: number): void {
  vi.stubGlobal('matchMedia', (query: string) => {
    const max = /max-width:\s*([\d.]+)px/.exec(query);
    const min = /min-width:\s*([\d.]+)px/.exec(query);
    const matches = (!max || width <= Number(max[1])) && (!min || width >= Number(min[1]));
    return { matches, media: query, onchange: null, addListener() {}, removeListener() {}, addEventListener() {}, removeEventListener() {}, dispatchEvent: () => false };
  });
}
