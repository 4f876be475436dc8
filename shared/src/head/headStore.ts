// Several components may ask for a document head at once: the shell sets a default for every
// route straight away, and the page a remote renders (loaded later, or re-rendered first on a
// language change, since React runs a child's effects before its parent's) sets its own.
// A page head always beats the route default, and among page heads the one mounted last wins,
// so the order in which effects happen to run never decides the title.

export interface ResolvedHead {
  /** The full document title, site name included. */
  title: string;
  description: string;
}

const pageHeads = new Map<number, ResolvedHead>();
let routeDefault: ResolvedHead | undefined;
let nextId = 1;

export function newHeadId(): number {
  return nextId++;
}

function setMeta(name: string, content: string) {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (!element) {
    element = document.createElement('meta');
    element.name = name;
    document.head.append(element);
  }
  element.content = content;
}

function apply() {
  const ids = [...pageHeads.keys()];
  const newest = ids.length ? pageHeads.get(Math.max(...ids)) : undefined;
  const head = newest ?? routeDefault;
  if (!head) return;
  document.title = head.title;
  setMeta('description', head.description);
}

export function setPageHead(id: number, head: ResolvedHead): void {
  pageHeads.set(id, head);
  apply();
}

export function removePageHead(id: number): void {
  pageHeads.delete(id);
  apply();
}

export function setRouteDefaultHead(head: ResolvedHead | undefined): void {
  routeDefault = head;
  apply();
}

/** Tests only. */
export function resetHeadStoreForTests(): void {
  pageHeads.clear();
  routeDefault = undefined;
}
