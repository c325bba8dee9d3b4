import { useClaims } from '../../ui/useClaims';
import { landingPath } from './landing';
import { useRegisteredPages } from './AppSetup';

export function useLanding(): string | undefined {
  return landingPath(useClaims()?.roles ?? [], useRegisteredPages());
}
