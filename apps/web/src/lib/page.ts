/** A page of a list (API.md "Money and paging": pages are 1-based). */
export interface Page<T> {
  list: T[];
  pageNo: number;
  pageSize: number;
  total: number;
  totalPages: number;
}
