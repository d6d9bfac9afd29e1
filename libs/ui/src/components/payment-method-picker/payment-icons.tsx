import { useShopText } from '../../locale/shop-text';

// Inline SVG marks (no network, no image files); simplified shapes, not the brands' artwork.
export type PaymentIconName = 'NETBANKING' | 'VISA' | 'MASTERCARD' | 'RUPAY' | 'UPI' | 'COD';

const titles: Record<PaymentIconName, string> = {
  NETBANKING: 'Net banking',
  VISA: 'Visa',
  MASTERCARD: 'Mastercard',
  RUPAY: 'RuPay',
  UPI: 'UPI',
  COD: 'Cash',
};

function Shape({ name }: { name: PaymentIconName }) {
  switch (name) {
    case 'NETBANKING':
      return <path d="M4 10h24L16 4zM6 12h3v8H6zm6 0h3v8h-3zm6 0h3v8h-3zm6 0h3v8h-3zM4 21h24v3H4z" fill="#1f4e79" />;
    case 'VISA':
      return <text x="16" y="19" textAnchor="middle" fontSize="10" fontWeight="700" fontStyle="italic" fill="#1a1f71">VISA</text>;
    case 'MASTERCARD':
      return (
        <>
          <circle cx="12.5" cy="14" r="6" fill="#eb001b" />
          <circle cx="19.5" cy="14" r="6" fill="#f79e1b" fillOpacity="0.85" />
        </>
      );
    case 'RUPAY':
      return <text x="16" y="18.5" textAnchor="middle" fontSize="8" fontWeight="700" fill="#097a44">RuPay</text>;
    case 'UPI':
      return <path d="M10 6l6 8-6 8zm8 0l6 8-6 8z" fill="#097939" />;
    case 'COD':
      return <path d="M4 9h24v12H4zm12 2.5a3.5 3.5 0 1 0 0 7 3.5 3.5 0 0 0 0-7z" fill="#2e7d32" fillRule="evenodd" />;
  }
}

export function PaymentIcon({ name, decorative = false }: { name: PaymentIconName; decorative?: boolean }) {
  const { t } = useShopText();
  // The networks' names are read as written; the two words are said in the shopper's language.
  const title = name === 'NETBANKING' ? t('Net banking') : name === 'COD' ? t('Cash') : titles[name];
  return (
    <svg viewBox="0 0 32 28" width="32" height="28" role={decorative ? undefined : 'img'} aria-hidden={decorative || undefined} aria-label={decorative ? undefined : title}>
      <rect x="0.5" y="0.5" width="31" height="27" rx="4" fill="#fff" stroke="#c8c8c8" />
      <Shape name={name} />
    </svg>
  );
}
