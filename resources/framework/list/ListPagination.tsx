import { memo, useMemo } from 'react';
import { ListPaginationContext, Pagination, useEvent, useListPaginationContext, type PaginationProps } from 'react-admin';

/**
 * react-admin's Pagination under a pagination context whose setters keep their identity. react-admin makes
 * new setPage and setPerPage whenever the list's parameters change, and its pagination context with them: at
 * each keystroke in a search (the address, then the store's copy of the parameters, then the answer) the page
 * buttons and the rows-per-page select were drawn three times, though only the answer's total changes them.
 */
export const ListPagination = memo(function ListPagination(props: PaginationProps) {
  const context = useListPaginationContext();
  const setPage = useEvent(context.setPage);
  const setPerPage = useEvent(context.setPerPage);
  const { isLoading, isPending, hasPreviousPage, hasNextPage, page, perPage, total, resource } = context;
  const value = useMemo(
    () => ({ isLoading, isPending, hasPreviousPage, hasNextPage, page, perPage, total, resource, setPage, setPerPage }),
    [isLoading, isPending, hasPreviousPage, hasNextPage, page, perPage, total, resource, setPage, setPerPage],
  );
  return (
    <ListPaginationContext.Provider value={value}>
      <Pagination {...props} />
    </ListPaginationContext.Provider>
  );
});
