import { Card } from 'antd';
import { PageHeader } from '../../../../shared/components/page-header.tsx';
import { ArtworkBrowser } from '../components/artwork-browser.tsx';

/** Spec 02 section 2.5: 15 artworks a page by default. */
const PAGE_SIZE = 15;

/** /design-managers: the company's artworks, to upload, describe and reuse in the product builder. */
export default function DesignManagersPage() {
  return (
    <>
      <PageHeader
        title="Artworks"
        subtitle="Your logos and artworks, ready to place on products in the builder."
      />
      <Card>
        <ArtworkBrowser defaultPageSize={PAGE_SIZE} canChangePageSize />
      </Card>
    </>
  );
}
