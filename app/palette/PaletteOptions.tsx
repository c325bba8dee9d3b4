import Bolt from '@mui/icons-material/Bolt';
import Event from '@mui/icons-material/Event';
import History from '@mui/icons-material/History';
import Person from '@mui/icons-material/Person';
import PersonAdd from '@mui/icons-material/PersonAdd';
import Task from '@mui/icons-material/Task';
import WebAsset from '@mui/icons-material/WebAsset';
import type { SvgIconComponent } from '@mui/icons-material';
import { Box } from '@mui/material';
import { memo, useEffect, useRef } from 'react';
import { useTranslate } from 'react-admin';
import { itemKey, type Kind, type PaletteItem } from './paletteItems';
import type { Section } from './paletteResults';

export const LISTBOX_ID = 'command-palette-options';
/** An option's element id (aria-activedescendant): kind and id, made safe for an id. */
export const optionId = (item: PaletteItem) => `palette-${itemKey(item).replace(/[^\w-]/g, '_')}`;

const ICONS: Record<Kind, SvgIconComponent> = { screen: WebAsset, action: Bolt, customer: Person, lead: PersonAdd, task: Task, visit: Event };

/*
 * One style for the whole list, by role and state: ~50 options render per keystroke, each a plain element
 * with no style of its own to compute.
 */
const LIST_SX = {
  overflowY: 'auto',
  maxHeight: { xs: 'none', sm: '60vh' },
  flex: 1,
  py: 0.5,
  '& [role=presentation].palette-heading': { px: 2, pt: 1.25, pb: 0.5, typography: 'overline', lineHeight: 1.5, color: 'text.secondary' },
  '& [role=option]': { display: 'flex', alignItems: 'center', gap: 1.5, px: 2, py: 0.75, mx: 0.5, borderRadius: 1, cursor: 'pointer', color: 'text.primary' },
  '& [role=option][aria-selected=true]': { bgcolor: 'action.selected' },
  '& .palette-icon': { color: 'text.secondary', fontSize: 20, flexShrink: 0 },
  '& .palette-text': { minWidth: 0, flex: 1, display: 'flex', flexDirection: 'column' },
  '& .palette-label, & .palette-detail': { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  '& .palette-label': { typography: 'body2' },
  '& .palette-detail': { typography: 'caption', color: 'text.secondary' },
} as const;

interface Props {
  sections: readonly Section[];
  /** itemKey of the active option. */
  active: string | undefined;
  onHover: (item: PaletteItem) => void;
  onPick: (item: PaletteItem) => void;
}

/** The options under their headings, as one listbox; the active one kept in view. */
export const PaletteOptions = memo(function PaletteOptions({ sections, active, onHover, onPick }: Props) {
  const translate = useTranslate();
  const list = useRef<HTMLDivElement>(null);
  useEffect(() => {
    list.current?.querySelector('[aria-selected=true]')?.scrollIntoView?.({ block: 'nearest' });
  }, [active]);
  if (sections.length === 0) return null;
  return (
    <Box ref={list} id={LISTBOX_ID} role="listbox" aria-label={translate('app.palette.title')} sx={LIST_SX}>
      {sections.map((section) => {
        const heading = `${LISTBOX_ID}-${section.kind}`;
        return (
          <div key={section.kind} role="group" aria-labelledby={heading}>
            <div role="presentation" className="palette-heading" id={heading}>
              {translate(`app.palette.kinds.${section.kind}`)}
            </div>
            {section.items.map((item) => {
              const Icon = section.kind === 'recent' ? History : ICONS[item.kind];
              const key = itemKey(item);
              return (
                <div
                  key={key}
                  id={optionId(item)}
                  role="option"
                  aria-selected={key === active}
                  onMouseMove={() => key !== active && onHover(item)}
                  // Keep the focus in the search box.
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => onPick(item)}
                >
                  <Icon className="palette-icon" aria-hidden />
                  <span className="palette-text">
                    <span className="palette-label">{item.label}</span>
                    {item.detail && <span className="palette-detail">{item.detail}</span>}
                  </span>
                </div>
              );
            })}
          </div>
        );
      })}
    </Box>
  );
});
