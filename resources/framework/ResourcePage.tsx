import type { ComponentType } from 'react';
import { ResourceContextProvider } from 'react-admin';
import { useLinkedQueryClient } from '../../dataProvider';
import { CompiledResourceContext, type CompiledResource } from './compiledResource';

/**
 * Puts a resource (react-admin's name and our declaration) in context around one of its views, and
 * links the data provider's list cache to react-admin's refresh.
 */
export function ResourcePage({ resource, view: View }: { resource: CompiledResource; view: ComponentType }) {
  useLinkedQueryClient();
  return (
    <ResourceContextProvider value={resource.declaration.name}>
      <CompiledResourceContext.Provider value={resource}>
        <View />
      </CompiledResourceContext.Provider>
    </ResourceContextProvider>
  );
}
