import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const html = readFileSync(new URL('../../index.html', import.meta.url), 'utf8');

/** The declarations of one CSS rule of index.html's style sheet. */
function rule(selector: string): string {
  const start = html.indexOf(`${selector} {`);
  expect(start, selector).toBeGreaterThanOrEqual(0);
  return html.slice(start, html.indexOf('}', start));
}

describe('the Internet Explorer banner', () => {
  it('is shown where CSS grid is unsupported (IE) and hidden after 15 seconds, without a script', () => {
    expect(html).toMatch(/@supports \(display: grid\) \{ \.ie-warning \{ display: none; \} \}/);
    expect(rule('.ie-warning')).toMatch(/animation: ie-warning-hide 0s linear 15s forwards/);
    const hidden = html.slice(html.indexOf('@keyframes ie-warning-hide'), html.indexOf('} }', html.indexOf('@keyframes ie-warning-hide')));
    expect(hidden).toMatch(/to \{ visibility: hidden; max-height: 0; padding: 0;/);
  });
});
