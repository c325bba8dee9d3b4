import { SelectInput } from 'react-admin';
import { useApiQuery } from '../../dataProvider';
import { useResourceLabels } from '../framework/labels';

/** The account managers the user may give a task (task/getAccountManagers, kept 5 minutes), by name. */
export function AccountManagerInput({ source = 'azureId', readOnly }: { source?: string; readOnly?: boolean }) {
  const labels = useResourceLabels();
  const { data = [] } = useApiQuery('GET task/getAccountManagers', { staleTime: 5 * 60_000 });
  return <SelectInput source={source} label={labels.field('accountManager')} choices={data.map((m) => ({ id: m.azureId, name: m.name }))} readOnly={readOnly} fullWidth />;
}
