import { useParams } from 'react-router';
import { PortalNotFound } from '../shell/not-found';
import { CustomerList } from './customer-list';
import { CustomerProfile } from './customer-profile';
import { CUSTOMER_PAGE } from './list-state';

/** Route customer: the region lists at /dashboard/customer, a profile at /dashboard/customer/<id>. */
export const CustomerPage = () => {
  const rest = useParams()['*'] ?? '';
  if (rest === '') return <CustomerList />;
  const id = /^[1-9]\d{0,9}$/.test(rest) ? Number(rest) : null;
  if (id === null || id > 2_147_483_647) return <PortalNotFound home={CUSTOMER_PAGE} />;
  return <CustomerProfile key={id} id={id} />;
};
