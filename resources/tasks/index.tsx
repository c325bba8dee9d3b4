import dayjs from 'dayjs';
import { z } from 'zod';
import { alpha, type Theme } from '@mui/material';
import { overdue, TASK_MESSAGES, TASK_TYPES, type Task } from '../../schemas/entities/task';
import type { Role } from '../../schemas/roles';
import { defineResource } from '../framework/defineResource';
import { definePage } from '../../ui/pageDefinition';
import { taskSource } from './taskSource';
import { FlaggedAccountManagerCell } from './AccountManagerCell';
import { lazyPage } from '../../ui/lazyPage';

const TASKS: Role[] = ['iTasks'];
/** Who opens a task: its users, and the managers whose overview and archive link to it (schemas/appRoutes.ts). */
const TASK_READERS: Role[] = ['iTasks', 'iCRMManager', 'iTasksManager'];
const OrderTaskPage = lazyPage(() => import('./OrderTaskPage'), 'OrderTaskPage');
// The forms' code comes with their pages: the other resource pages need not load it.
const TaskCreate = lazyPage(() => import('./TaskPages'), 'TaskCreate');
const TaskEdit = lazyPage(() => import('./TaskPages'), 'TaskEdit');

/** The list's columns as the api answers them. */
const taskRow = z.object({
  id: z.number().int(),
  title: z.string(),
  debnr: z.string().meta({ 'x-link': '/icrm/customer/{debnr}' }),
  debnaam: z.string(),
  accountManager: z.string().nullable(),
  startDate: z.string().meta({ 'x-format': 'date' }),
  endDate: z.string().meta({ 'x-format': 'date' }),
  taskType: z.enum(TASK_TYPES),
  urgency: z.boolean().meta({ 'x-format': 'boolean-icon' }),
  concluded: z.boolean().meta({ 'x-format': 'boolean-icon' }),
});

/** Overdue rows orange, red when more than 7 days overdue (spec part 2 §2, §9). */
/** Overdue rows: the spec's light orange and red; on the dark scheme a tint of them, under which its light text stays readable. */
const tint = (light: string, main: string) => ({ bgcolor: (theme: Theme) => (theme.palette.mode === 'dark' ? alpha(main, 0.28) : light) });
const TONE = { orange: tint('#ffe0b2', '#ff9800'), red: tint('#ffcdd2', '#f44336'), none: {} } as const;

/**
 * Tasks (/tasks, spec part 2 §2): the user's own tasks or, toggled, those assigned to others; 10 per
 * page; created at /task/new and worked on at /task/{id}.
 */
export const tasks = () =>
  defineResource<Task>({
    name: 'tasks',
    path: '/tasks',
    paths: { create: '/task/new', edit: '/task/{id}' },
    id: 'id',
    representation: 'title',
    schema: taskRow,
    endpoints: {
      list: { method: 'GET', path: 'task/getTasks' },
      one: { method: 'GET', path: 'task/gettask/{id}' },
      create: { method: 'POST', path: 'task/createtask' },
      update: { method: 'POST', path: 'task/UpdateTask' },
    },
    access: { list: ['iCRMBasis', 'iTasks'], create: TASKS, edit: TASK_READERS },
    list: {
      columns: ['title', 'debnr', 'debnaam', 'accountManager', 'startDate', 'endDate', 'taskType', 'urgency', 'concluded'],
      sort: { field: 'endDate', order: 'ASC' },
      perPage: 10,
      empty: TASK_MESSAGES.empty,
    },
    listSlots: {
      source: taskSource,
      cells: { accountManager: FlaggedAccountManagerCell },
      rowSx: (task) => TONE[overdue(task, dayjs().format('YYYY-MM-DD'))],
    },
    views: { create: TaskCreate, edit: TaskEdit, show: null },
    pages: [definePage('/ordertask/:id', <OrderTaskPage />)],
  });
