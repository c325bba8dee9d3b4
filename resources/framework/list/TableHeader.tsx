import { memo, useEffect, useRef, useState, type FocusEvent, type MouseEvent, type ReactElement, type ReactNode } from 'react';
import { TableHead, Tooltip, type SxProps, type Theme } from '@mui/material';
import {
  DataTableClasses,
  FieldTitle,
  useDataTableCallbacksContext,
  useDataTableSortContext,
  useResourceContext,
  useTranslate,
  useTranslateLabel,
  type SortPayload,
} from 'react-admin';
import { cellClasses, cellLook, useShownColumns, type Column } from './tableCells';

/*
 * The header of a generated list, drawn as plain <th> with a sort button each, in place of react-admin's
 * DataTableHead. Its cells were a styled TableCell, a Tooltip with its Popper and a TableSortLabel over
 * ButtonBase: about 160 components for 8 columns, drawn again at every change of the list (twice per
 * keystroke in a search). Here one Tooltip serves the whole header: it opens on the sort button under the
 * pointer or keyboard focus, after react-admin's delay, with react-admin's text ("Sort by name ascending"), which is
 * also each button's name, as the Tooltip gave it. The cells keep MUI's and react-admin's class names. As
 * with TableRows: no expand or select-all cell, which generated lists do not use.
 */

/** react-admin's delay before a header's tooltip opens (DataTableHeadCell). */
const TOOLTIP_DELAY_MS = 300;

const OPPOSITE: Record<SortPayload['order'], SortPayload['order']> = { ASC: 'DESC', DESC: 'ASC' };

/** The look of MUI's small head cell and of TableSortLabel (over ButtonBase) with its arrow, once for the header. */
const HEAD_SX: SxProps<Theme> = (theme) => ({
  '& > tr': { color: 'inherit', display: 'table-row', verticalAlign: 'middle', outline: 0 },
  '& > tr > th': { ...cellLook(theme), lineHeight: theme.typography.pxToRem(24), fontWeight: theme.typography.fontWeightMedium },
  '& .MuiTableSortLabel-root': {
    // A <button> (MUI's is a span with the button role): what a browser's own button style resets, inherited again.
    font: 'inherit',
    letterSpacing: 'inherit',
    wordSpacing: 'inherit',
    textTransform: 'inherit',
    textIndent: 'inherit',
    color: 'inherit',
    textAlign: 'inherit',
    background: 'transparent',
    border: 0,
    margin: 0,
    padding: 0,
    outline: 0,
    borderRadius: 0,
    WebkitTapHighlightColor: 'transparent',
    userSelect: 'none',
    verticalAlign: 'middle',
    cursor: 'pointer',
    display: 'inline-flex',
    justifyContent: 'flex-start',
    flexDirection: 'inherit',
    alignItems: 'center',
    '&:focus, &:hover': { color: theme.palette.text.secondary },
    '&:hover .MuiTableSortLabel-icon': { opacity: 0.5 },
    '&.Mui-active': { color: theme.palette.text.primary },
    '&.Mui-active .MuiTableSortLabel-icon': { opacity: 1, color: theme.palette.text.secondary },
    // The theme's own word on sort labels (the app's: a finger's height on touch screens), as MUI would apply it.
    ...(theme.components?.MuiTableSortLabel?.styleOverrides?.root as object | undefined),
  },
  '& .MuiTableSortLabel-icon': {
    width: '1em',
    height: '1em',
    flexShrink: 0,
    fill: 'currentColor',
    fontSize: 18,
    marginRight: '4px',
    marginLeft: '4px',
    opacity: 0,
    transition: theme.transitions.create(['opacity', 'transform'], { duration: theme.transitions.duration.shorter }),
    userSelect: 'none',
  },
  '& .MuiTableSortLabel-iconDirectionAsc': { transform: 'rotate(180deg)' },
});

/** MUI's ArrowDownward, the sort label's icon, turned up for an ascending sort. */
const ARROW = 'M20 12l-1.41-1.41L13 16.17V4h-2v12.17l-5.58-5.59L4 12l8 8 8-8z';

interface Tip {
  anchor: HTMLElement;
  /** The column of the button: the text follows its sort (a click under the pointer turns the order it offers). */
  source: string;
  placement: 'bottom-start' | 'bottom-end';
}

/** The one tooltip of the header: which sort button it is on, shown after the delay; it keeps its place while it fades. */
function useHeaderTip() {
  const [tip, setTip] = useState<Tip>();
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const show = (event: MouseEvent<HTMLElement> | FocusEvent<HTMLElement>) => {
    // Focus by keyboard only, as MUI's Tooltip: a click's focus does not open it.
    if (event.type === 'focus' && !event.currentTarget.matches(':focus-visible')) return;
    const anchor = event.currentTarget;
    const { field: source = '', align } = anchor.dataset;
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      setTip({ anchor, source, placement: align === 'right' ? 'bottom-end' : 'bottom-start' });
      setOpen(true);
    }, TOOLTIP_DELAY_MS);
  };
  const hide = () => {
    clearTimeout(timer.current);
    setOpen(false);
  };
  /** The Tooltip around the header row, placed at the button: its own listeners are off, these buttons' drive it. */
  const around = (row: ReactElement, textOf: (source: string) => string) => (
    <Tooltip
      open={open && Boolean(tip)}
      title={tip ? textOf(tip.source) : ''}
      placement={tip?.placement}
      slotProps={{ popper: { anchorEl: tip?.anchor } }}
      describeChild
      disableHoverListener
      disableFocusListener
      disableTouchListener
    >
      {row}
    </Tooltip>
  );
  return { around, listeners: { onMouseEnter: show, onMouseLeave: hide, onFocus: show, onBlur: hide } };
}

/** DataTable's `head` for generated lists: DataTable hands it the columns in their chosen order. */
export const TableHeader = memo(function TableHeader({ children }: { children?: ReactNode }) {
  const columns = useShownColumns(children);
  const sort = useDataTableSortContext();
  const { handleSort } = useDataTableCallbacksContext();
  const resource = useResourceContext();
  const translate = useTranslate();
  const translateLabel = useTranslateLabel();
  const tip = useHeaderTip();

  /** react-admin's tooltip of a sort button (DataTableHeadCell): the order a click would sort by. */
  const sortText = ({ props: { label, source, sortByOrder } }: Column): string => {
    const next = sort && sort.field === source ? OPPOSITE[sort.order] : (sortByOrder ?? 'ASC');
    const field = translateLabel({ label: typeof label === 'string' ? label : undefined, resource, source });
    return translate('ra.sort.sort_by', {
      field,
      field_lower_first: typeof field === 'string' ? field.charAt(0).toLowerCase() + field.slice(1) : undefined,
      order: translate(`ra.sort.${next}`),
      _: translate('ra.action.sort'),
    });
  };

  const tipText = (source: string) => {
    const column = columns.find((c) => c.props.source === source);
    return column ? sortText(column) : '';
  };

  const cell = (column: Column, index: number) => {
    const { source, label, disableSort, sortByOrder, align } = column.props;
    const title = <FieldTitle label={label} source={source} resource={resource} />;
    const active = Boolean(sort && sort.field === source);
    const direction = active && sort?.order === 'DESC' ? 'Desc' : 'Asc';
    return (
      <th key={column.key ?? index} className={cellClasses(column, 'head')} scope="col">
        {handleSort && sort && !disableSort && source ? (
          <button
            type="button"
            className={`MuiTableSortLabel-root MuiTableSortLabel-direction${direction}${active ? ' Mui-active' : ''}`}
            aria-label={sortText(column)}
            data-field={source}
            data-order={sortByOrder ?? 'ASC'}
            data-align={align}
            onClick={handleSort}
            {...tip.listeners}
          >
            {title}
            <svg className={`MuiSvgIcon-root MuiTableSortLabel-icon MuiTableSortLabel-iconDirection${direction}`} focusable="false" aria-hidden="true" viewBox="0 0 24 24">
              <path d={ARROW} />
            </svg>
          </button>
        ) : (
          title
        )}
      </th>
    );
  };

  return (
    <TableHead className={DataTableClasses.thead} sx={HEAD_SX}>
      {tip.around(<tr className={`MuiTableRow-root MuiTableRow-head ${DataTableClasses.row} ${DataTableClasses.headerRow}`}>{columns.map(cell)}</tr>, tipText)}
    </TableHead>
  );
});
