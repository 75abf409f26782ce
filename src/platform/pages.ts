// Paginated lists (decisions §0): a store reads one page of rows and the count of every row its
// filter selects; a service answers them as {data, total, limit, offset}, the shape of Page() in
// platform/http/schemas.ts. Plain TypeScript: stores and services both use it.

/** Which page: at most `limit` rows after the first `offset` (PaginationQuery's bounds and defaults). */
export interface PageRequest {
  limit: number;
  offset: number;
}

/** What a store found: one page of rows and how many rows there are in all. */
export interface CountedRows<R> {
  rows: R[];
  total: number;
}

/** One page as the API answers it. */
export interface PageOf<T> extends PageRequest {
  data: T[];
  total: number;
}

/** Runs a page's query and its count (`select count() … as n` with the same filter) at once. */
export async function countedRows<R>(rows: PromiseLike<R[]>, count: PromiseLike<{ n: number }[]>): Promise<CountedRows<R>> {
  const [page, [total]] = await Promise.all([rows, count]);
  return { rows: page, total: total?.n ?? 0 };
}

/** The page a service answers: the rows in their public view, the total, and the page asked for. */
export function pageOf<R, T>(found: CountedRows<R>, page: PageRequest, view: (row: R) => T): PageOf<T> {
  return { data: found.rows.map(view), total: found.total, limit: page.limit, offset: page.offset };
}
