/** Job alerts: the saved searches a person subscribes to, and the digests e-mailed to them. */
export { startAlertDelivery } from './alert-delivery.ts';
export { jobAlertRoutes } from './alert-routes.ts';
