import { useMemo, useRef } from 'react';
import { useCanAccess, useTranslate } from 'react-admin';
import { usePreparedApiQuery } from '../../dataProvider';
import { CREATE_ON_ARRIVAL } from '../../resources/framework/form/createOnArrival';
import { LANGUAGES } from '../../schemas/constants';
import { useChangeLanguage } from '../../ui/language/useChangeLanguage';
import { useClaims } from '../../ui/useClaims';
import { accessibleGroupsQuery } from '../layout/shellQueries';
import { groupsByCompany } from '../toolbar/groups';
import { useSwitchGroup } from '../toolbar/useSwitchGroup';
import type { PaletteItem } from './paletteItems';

/** The pages that create, as the menu opens them, and the paths canReach is asked about for them. */
export const CREATE_PATHS = { new_task: '/task/new', new_visit: '/visit/create', new_lead: '/icrm/newleads' } as const;
/** A lead is created in its list's dialog: the list is asked to open it on arrival. */
const CREATE_STATES: Partial<Record<keyof typeof CREATE_PATHS, object>> = { new_lead: CREATE_ON_ARRIVAL };

/**
 * The palette's actions, each only for a user who may do it: new task, visit or lead (their pages reachable,
 * as the menu opens them; a lead in its list's create dialog, for a user who may create), switching to another
 * of the user's groups (as the user menu does) and to another language (as the language menu does).
 */
export function usePaletteActions(canReach: (path: string) => boolean): PaletteItem[] {
  const translate = useTranslate();
  const claims = useClaims();
  const mayCreateLead = useCanAccess({ resource: 'POST customer/createNewLead', action: 'call' }).canAccess === true;
  const { data: groups = [] } = usePreparedApiQuery(accessibleGroupsQuery());
  // The latest switch function, without making new actions (and search indexes) at every render.
  const latestSwitch = useSwitchGroup();
  const switchGroup = useRef(latestSwitch);
  switchGroup.current = latestSwitch;
  const [language, changeLanguage] = useChangeLanguage();
  // Which create actions are offered, as a key: the same actions while the answers stay the same.
  const creatable = (Object.keys(CREATE_PATHS) as (keyof typeof CREATE_PATHS)[])
    .filter((id) => canReach(CREATE_PATHS[id]) && (id !== 'new_lead' || mayCreateLead))
    .join();
  return useMemo(() => {
    const label = (id: string, options?: object) => translate(`app.palette.actions.${id}`, options);
    const creating = (Object.keys(CREATE_PATHS) as (keyof typeof CREATE_PATHS)[])
      .filter((id) => creatable.split(',').includes(id))
      .map((id): PaletteItem => ({ kind: 'action', id, label: label(id), text: label(id), to: CREATE_PATHS[id], state: CREATE_STATES[id] }));
    const switching = groupsByCompany(groups).flatMap(({ companyName, groups: list }) =>
      list
        .filter((group) => group.groupCode !== claims?.groupCode)
        .map((group): PaletteItem => {
          const text = label('switch_group', { group: group.groupName });
          return { kind: 'action', id: `group:${group.groupCode}`, label: text, detail: companyName, text: `${text} ${companyName}`, run: () => void switchGroup.current(group.groupCode) };
        }),
    );
    const languages = LANGUAGES.filter((code) => code !== language).map((code): PaletteItem => {
      const text = label('switch_language', { language: translate(`app.language.${code}`) });
      return { kind: 'action', id: `language:${code}`, label: text, text, run: () => changeLanguage(code) };
    });
    return [...creating, ...switching, ...languages];
  }, [translate, creatable, groups, claims?.groupCode, language, changeLanguage]);
}
