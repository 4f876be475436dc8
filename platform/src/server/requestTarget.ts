// What a Node server behind nginx answers: only paths that are already in their one normal form.
// nginx routes on its own reading of a path (a backslash is a character, `%5C` stays encoded),
// while `new URL` reads a backslash as a slash and resolves `..` again: a request nginx let through
// under one address (`/_preview/..\_page/blog`) would otherwise be answered as another
// (`/_page/blog`), past every rule nginx keeps for that one.

/** Whether the request target's path (before any `?`) is what `new URL` makes of it, unchanged. */
export function isNormalRequestPath(target: string | undefined): boolean {
  if (!target?.startsWith('/')) return false;
  const path = target.split('?', 1)[0] ?? '';
  return new URL(path, 'http://server.invalid').pathname === path;
}
