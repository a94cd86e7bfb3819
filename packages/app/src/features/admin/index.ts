/**
 * Public entry of the admin feature for other features. The console itself (AdminPage) is
 * loaded lazily by the router, so it is deliberately not re-exported here.
 */
export { RemoveListingDialog } from './RemoveListingDialog';
