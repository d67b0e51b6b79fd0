import { facilitySymbol, type FacilitySymbol } from '@/lib/facility-symbol';
import { LineIcon } from '@/components/ui/line-icon';
import { IconImage } from './icon-image';
import styles from './facility-grid.module.css';

// Inline stand-ins for a facility icon that failed to load (docs/REQUIREMENTS.md §8). 24x24, stroked.
const SYMBOLS: Record<FacilitySymbol, string> = {
  climate: 'M12 2v20M4.9 6.5l14.2 11M4.9 17.5l14.2-11M9 3.5l3 2.5 3-2.5M9 20.5l3-2.5 3 2.5',
  bath: 'M8 3l4 4 4-4M8 3 4 6v15h16V6l-4-3M12 7v15M9 13h.01',
  screen: 'M3 5h18v12H3zM8 21h8M12 17v4',
  bed: 'M3 19v-9M3 15h18v4M21 15v-3a3 3 0 0 0-3-3h-7v6M7 12.5a1.5 1.5 0 1 0 0-.01',
  hair: 'M4 9a5 5 0 0 1 5-5h6v8H9a5 5 0 0 1-5-3ZM11 12l-1 8h3l1-8M18 6h3M18 10h3',
  drink: 'M5 8h11v6a5 5 0 0 1-5 5h-1a5 5 0 0 1-5-5V8ZM16 10h2a2 2 0 0 1 0 4h-2M8 3v2M12 3v2',
  safe: 'M4 4h16v16H4zM12 9.5a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5ZM12 9.5V8M8 20v1M16 20v1',
  footwear: 'M4 16c0-5 2-10 5-10s3 4 3 6 2 2 5 2 4 1 4 3v1H4v-2Z',
  phone: 'M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2',
  wifi: 'M2 9a15 15 0 0 1 20 0M5.5 12.5a10 10 0 0 1 13 0M9 16a5 5 0 0 1 6 0M12 19.5h.01',
  desk: 'M3 10h18M5 10v10M19 10v10M14 10v5h5M7 10V6l4-2',
  generic: 'M12 3l2.6 5.6L20 9.3l-4 4 1 5.7-5-2.8-5 2.8 1-5.7-4-4 5.4-.7z',
};

function SymbolIcon({ symbol }: { symbol: FacilitySymbol }) {
  return <LineIcon className={styles.icon} d={SYMBOLS[symbol]} data-symbol={symbol} />;
}

/**
 * A facility's icon; if it fails to load (also before hydration), the symbol chosen from the
 * keywords of its name (the alt text) takes its place, or the generic icon when none matches. The
 * choice is made here on the server: the browser gets only the image and its ready stand-in
 * (`IconImage`), not the keyword table and every symbol.
 */
export function FacilityIcon({ src, altText, genericSrc }: { src: string; altText: string; genericSrc: string }) {
  const symbol = facilitySymbol(altText);
  return (
    <IconImage
      src={src}
      fallback={symbol === 'generic' ? <IconImage src={genericSrc} fallback={<SymbolIcon symbol="generic" />} /> : <SymbolIcon symbol={symbol} />}
    />
  );
}
