import { infrastructureApi } from '@site/contracts';
import { useQuery } from '@tanstack/react-query';
import { infrastructureQuery } from '../../../api/infrastructure';
import { useRenderedInitialData } from '../../../lib/render-data';

/** The live state of the server (the server render's answer first), refreshed while the page is visible. */
export function useInfrastructure() {
  return useQuery({ ...infrastructureQuery(), ...useRenderedInitialData(infrastructureApi.status, {}) });
}
