// The user's fleet of sites (K-16), fetched after login and on /my-sites.
import { proxy } from 'valtio/vanilla';

export interface Site {
  id: string | number;
  address: string;
  country: string;
}

export const fleet = proxy({ sites: [] as Site[], loaded: false });
