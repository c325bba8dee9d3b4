import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType, ReactElement } from 'react';
import { Resource } from 'react-admin';
import type { PageDefinition } from '../../ui/pageDefinition';
import { registerResources, type ResourceBinding } from '../../dataProvider';
import { hasRoutedView } from './access';
import type { CompiledResource, View } from './compiledResource';
import type { Action } from './declarationSchema';
import { GenericCreate } from './form/GenericCreate';
import { GenericEdit } from './form/GenericEdit';
import { prefetchFirstPage } from './list/firstPage';
import { GenericList } from './list/GenericList';
import { ResourcePage } from './ResourcePage';
import { GenericShow } from './show/GenericShow';
import { viewRoute } from './viewPaths';

const GENERIC: Record<View, ComponentType> = { list: GenericList, show: GenericShow, edit: GenericEdit, create: GenericCreate };

const ACTION: Record<View, Action> = { list: 'list', show: 'show', edit: 'edit', create: 'create' };

export function bindingOf(resource: CompiledResource): ResourceBinding {
  const { name, id, endpoints, list } = resource.declaration;
  return { name, id, endpoints, cacheSeconds: list?.cacheSeconds };
}

/** The declaration's name per language: config resources offer their list in the menu under it. */
function menuLabelsOf(resource: CompiledResource): PageDefinition['menuLabels'] {
  const labels = resource.declaration.labels;
  if (!labels) return undefined;
  return Object.fromEntries(Object.entries(labels).flatMap(([lang, set]) => (set ? [[lang, set.name]] : [])));
}

function pagesOf(resource: CompiledResource): PageDefinition[] {
  const views = (['list', 'create', 'show', 'edit'] as const).filter((view) => hasRoutedView(resource, view));
  return [
    ...views.map((view) => ({
      path: viewRoute(resource.declaration, view),
      access: { resource: resource.declaration.name, action: ACTION[view] },
      element: <ResourcePage resource={resource} view={resource.views[view] ?? GENERIC[view]} />,
      ...(view === 'list' ? { menuLabels: menuLabelsOf(resource), preload: (_params: unknown, queryClient: QueryClient) => prefetchFirstPage(resource, queryClient) } : {}),
    })),
    ...resource.pages,
  ];
}

/**
 * What the shell mounts for the loaded declarations: react-admin <Resource> registrations (names for
 * the data provider, caches and preferences) and the routed pages at the spec's paths. Also tells
 * the data provider each resource's endpoints.
 */
export function resourceDefinitions(declarations: readonly CompiledResource[]): { resources: ReactElement[]; pages: PageDefinition[] } {
  registerResources(declarations.map(bindingOf));
  return {
    resources: declarations.map(({ declaration }) => (
      <Resource key={declaration.name} name={declaration.name} recordRepresentation={declaration.representation} />
    )),
    pages: declarations.flatMap(pagesOf),
  };
}
