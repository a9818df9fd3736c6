import { Alert } from 'antd';
import { useCurrentUser } from '../../../shared/auth/current-user.ts';
import { WebhooksPanel } from '../components/webhooks-panel.tsx';

/** /settings/webhooks: the person in charge sends the company's events to its own systems. */
export default function WebhooksPage() {
  const user = useCurrentUser();
  if (user.data && user.data.department !== 'person_in_charge')
    return (
      <Alert type="info" showIcon message="Only a person in charge of your company can manage webhooks." />
    );
  return (
    <WebhooksPanel
      scope="company"
      intro="Livery sends your company's events (orders, shipments, invoices, payments, quotations) to your systems as signed HTTPS requests. See the API notes for the headers and how to check the signature."
    />
  );
}
