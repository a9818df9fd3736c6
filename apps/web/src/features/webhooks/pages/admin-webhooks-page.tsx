import { WebhooksPanel } from '../components/webhooks-panel.tsx';

/** /admin/webhooks: the provider's endpoints, which receive every company's events. */
export default function AdminWebhooksPage() {
  return (
    <WebhooksPanel
      scope="provider"
      intro="These endpoints receive every company's events, signed; each company's person in charge can also register endpoints for its own."
    />
  );
}
