import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import { companyName } from '../schemas/companies';
import { supportEmail, supportMailto } from './support';

/**
 * A company (tenant) by its display label (spec part 1 §1: 1 VDP ... 8 Roobos), or `name` when given; an
 * id outside the known set adds the spec's error tag 'Error contact {support}' (part 2 §8), a mail link to
 * support naming the id, so a misconfigured company does not go unnoticed.
 */
export function CompanyTag({ id, name }: { id: number; name?: string }) {
  const translate = useTranslate();
  const known = companyName(id);
  if (known) return <>{name ?? known}</>;
  return (
    <>
      {name ?? id}{' '}
      <Chip
        component="a"
        href={supportMailto(`Company ${id}`)}
        clickable
        size="small"
        color="error"
        label={translate('app.company.unknown', { support: supportEmail() })}
        onClick={(event) => event.stopPropagation()}
      />
    </>
  );
}
