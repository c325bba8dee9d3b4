/**
 * The `matches` filter takes a user's regular expression. JavaScript has no regex timeout, so patterns
 * that can backtrack catastrophically (a quantified group that itself holds a quantifier, or a
 * backreference) and overlong patterns are matched literally instead; an invalid pattern too.
 */
const MAX_PATTERN_LENGTH = 100;
const NESTED_QUANTIFIER = /\((?:[^()\\]|\\.)*[*+}](?:[^()\\]|\\.)*\)\s*(?:[*+?]|\{\d)/;
const BACKREFERENCE = /\\[1-9]|\\k</;

function literal(pattern: string): RegExp {
  return new RegExp(pattern.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'i');
}

export function safeRegExp(pattern: string): RegExp {
  if (pattern.length > MAX_PATTERN_LENGTH || NESTED_QUANTIFIER.test(pattern) || BACKREFERENCE.test(pattern)) return literal(pattern);
  try {
    return new RegExp(pattern, 'i');
  } catch {
    return literal(pattern);
  }
}
