import type { FlagId } from '@/content/venues';

/** A five-pointed star's polygon points. */
function star(cx: number, cy: number, outer: number, rotation = 0) {
  const inner = outer * 0.382;
  return Array.from({ length: 10 }, (_, i) => {
    const r = i % 2 === 0 ? outer : inner;
    const a = ((-90 + rotation + i * 36) * Math.PI) / 180;
    return `${(cx + r * Math.cos(a)).toFixed(2)},${(cy + r * Math.sin(a)).toFixed(2)}`;
  }).join(' ');
}

const TRIGRAM_BARS = [-1.6, 0, 1.6];

/** Small decorative flags (3:2) for the menu language picker; the language name is the label. */
export function Flag({ id, className }: { id: FlagId; className?: string }) {
  return (
    <svg viewBox="0 0 30 20" className={className} aria-hidden="true" focusable="false">
      {id === 'vn' ? (
        <>
          <rect width="30" height="20" fill="#da251d" />
          <polygon points={star(15, 10.4, 6)} fill="#ffcd00" />
        </>
      ) : null}
      {id === 'gb' ? (
        <>
          <rect width="30" height="20" fill="#012169" />
          <path d="M0 0 30 20M30 0 0 20" stroke="#fff" strokeWidth="4" />
          <path d="M0 0 30 20M30 0 0 20" stroke="#c8102e" strokeWidth="1.4" />
          <path d="M15 0v20M0 10h30" stroke="#fff" strokeWidth="6" />
          <path d="M15 0v20M0 10h30" stroke="#c8102e" strokeWidth="3.4" />
        </>
      ) : null}
      {id === 'kr' ? (
        <>
          <rect width="30" height="20" fill="#fff" />
          <g transform="rotate(33.7 15 10)">
            <path d="M10 10a5 5 0 0 1 10 0 2.5 2.5 0 0 1-5 0 2.5 2.5 0 0 0-5 0Z" fill="#cd2e3a" />
            <path d="M10 10a5 5 0 0 0 10 0 2.5 2.5 0 0 0-5 0 2.5 2.5 0 0 1-5 0Z" fill="#0047a0" />
          </g>
          {[
            [5.2, 4.4, 33.7],
            [24.8, 15.6, 33.7],
            [24.8, 4.4, -33.7],
            [5.2, 15.6, -33.7],
          ].map(([x, y, r]) => (
            <g key={`${x}-${y}`} transform={`rotate(${r} ${x} ${y})`}>
              {TRIGRAM_BARS.map((dy) => (
                <rect key={dy} x={x! - 2.5} y={y! + dy - 0.55} width="5" height="1.1" fill="#000" />
              ))}
            </g>
          ))}
        </>
      ) : null}
      {id === 'cn' ? (
        <>
          <rect width="30" height="20" fill="#ee1c25" />
          <polygon points={star(5, 5, 3)} fill="#ffde00" />
          <polygon points={star(10, 2, 1, 23)} fill="#ffde00" />
          <polygon points={star(12, 4, 1, 45)} fill="#ffde00" />
          <polygon points={star(12, 7, 1, 0)} fill="#ffde00" />
          <polygon points={star(10, 9, 1, 21)} fill="#ffde00" />
        </>
      ) : null}
      {id === 'ru' ? (
        <>
          <rect width="30" height="20" fill="#fff" />
          <rect y="6.67" width="30" height="6.67" fill="#0039a6" />
          <rect y="13.33" width="30" height="6.67" fill="#d52b1e" />
        </>
      ) : null}
    </svg>
  );
}
