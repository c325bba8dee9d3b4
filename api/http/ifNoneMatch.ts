/**
 * Whether an If-None-Match field holds `etag`: one of its tags, or `*`. The comparison is the weak one
 * RFC 9110 §13.1.2 asks of this field (`W/"x"` holds `"x"`). Shared by the api, answering 304, and the
 * proxy, telling a 304 to the client's own tag from one to a tag it offered itself.
 */
export function ifNoneMatchHolds(field: string | undefined, etag: string): boolean {
  if (!field) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  const wanted = bare(etag);
  return field.split(',').some((tag) => tag.trim() === '*' || bare(tag) === wanted);
}
