import { QR_CODE } from '@livery/domain/inventory-stock';
import QRCode from 'qrcode';
import { useEffect, useState } from 'react';

/** The item's QR code linking to its page: error correction M, the Livery mark over 20 % of it (spec 03 §9). */
export function InventoryQrCode({ uuid, size }: { uuid: string; size: number }) {
  const link = `${window.location.origin}/inventories/${uuid}`;
  const [image, setImage] = useState<string | null>(null);
  useEffect(() => {
    let isCurrent = true;
    void QRCode.toDataURL(link, {
      errorCorrectionLevel: QR_CODE.errorCorrectionLevel,
      margin: 1,
      width: size * 2,
    }).then((url) => {
      if (isCurrent) setImage(url);
    });
    return () => {
      isCurrent = false;
    };
  }, [link, size]);
  const logo = Math.round(size * QR_CODE.logoRatio);
  return (
    <a
      href={link}
      aria-label="Open this item's page (QR code)"
      data-qr-link={link}
      style={{ position: 'relative', display: 'inline-block', width: size, height: size, lineHeight: 0 }}
    >
      {image ? <img src={image} alt="" width={size} height={size} /> : null}
      <span
        aria-hidden
        style={{
          position: 'absolute',
          left: (size - logo) / 2,
          top: (size - logo) / 2,
          width: logo,
          height: logo,
          borderRadius: logo * 0.18,
          background: '#1f3a5f',
          border: `${Math.max(1, logo * 0.08)}px solid #fff`,
          color: '#fff',
          fontWeight: 700,
          fontSize: logo * 0.55,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          lineHeight: 1,
        }}
      >
        L
      </span>
    </a>
  );
}
