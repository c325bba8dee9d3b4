import { Alert, AlertTitle } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useAppSetup } from '../routes/AppSetup';
import { useClaims } from '../../ui/useClaims';

/** Admins see which resource config files failed (file and key); everybody else just gets the rest of the app. */
export function ConfigProblems() {
  const translate = useTranslate();
  const { problems } = useAppSetup();
  const admin = useClaims()?.roles.includes('iCRMAdmin') ?? false;
  if (!admin || problems.length === 0) return null;
  return (
    <Alert severity="warning" sx={{ mb: 2 }}>
      <AlertTitle>{translate('app.config_problems')}</AlertTitle>
      {problems.map((problem) => (
        <div key={`${problem.file}:${problem.key}:${problem.message}`}>
          <code>
            {problem.file}
            {problem.key && ` · ${problem.key}`}
          </code>{' '}
          {problem.message}
        </div>
      ))}
    </Alert>
  );
}
