import { z } from 'zod';
import { TASK_TYPES, type Task } from '../../schemas/entities/task';
import type { Role } from '../../schemas/roles';
import { defineResource } from '../framework/defineResource';
import { AccountManagerCell } from './AccountManagerCell';
import { boardSource } from './boardSource';
import { boardToolbar } from './BoardToolbar';

const MANAGERS: Role[] = ['iCRMManager', 'iTasksManager'];

const boardRow = z.object({
  id: z.number().int(),
  title: z.string(),
  debnr: z.string().meta({ 'x-link': '/icrm/customer/{debnr}' }),
  debnaam: z.string(),
  debland: z.string(),
  businessUnit: z.string().nullable(),
  accountManager: z.string().nullable(),
  endDate: z.string().meta({ 'x-format': 'date' }),
  taskType: z.enum(TASK_TYPES),
  concluded: z.boolean().meta({ 'x-format': 'boolean-icon' }),
});

/**
 * The managers' task overview (open tasks) and archive (concluded or archived) of their groups
 * (spec part 2 §2): country and business-unit filters, the account manager reassigned inline.
 */
function taskBoard(name: 'tasksOverview' | 'taskArchive', path: string, archive: boolean) {
  return () =>
    defineResource<Task>({
      name,
      path,
      id: 'id',
      representation: 'title',
      schema: boardRow,
      // The rows come from the source (it sends archive); the declared endpoint names what the list reads.
      endpoints: { list: { method: 'GET', path: 'task/getTasksOverview' } },
      access: { list: MANAGERS },
      list: {
        columns: ['title', 'debnr', 'debnaam', 'debland', 'businessUnit', 'accountManager', 'endDate', 'taskType', 'concluded'],
        sort: { field: 'endDate', order: archive ? 'DESC' : 'ASC' },
        perPage: 10,
        rowClick: '/task/{id}',
      },
      listSlots: { source: boardSource(archive), cells: archive ? {} : { accountManager: AccountManagerCell }, toolbar: boardToolbar(name) },
      views: { show: null, edit: null, create: null },
    });
}

export const tasksOverview = taskBoard('tasksOverview', '/icrm/tasksoverview', false);
export const taskArchive = taskBoard('taskArchive', '/icrm/taskarchive', true);
