// A sun with rays and confetti (G-11); decorative, so hidden from screen readers. The animation only
// runs for users who have not asked for reduced motion (motion-safe).
const CONFETTI = [
  { x: 20, y: 30, c: 'fill-amber-400' },
  { x: 180, y: 25, c: 'fill-brand-700' },
  { x: 40, y: 120, c: 'fill-sky-600' },
  { x: 165, y: 115, c: 'fill-rose-500' },
  { x: 100, y: 12, c: 'fill-sky-600' },
];

export function Celebration() {
  return (
    <svg viewBox="0 0 200 140" className="mx-auto my-4 h-36 w-full max-w-xs" aria-hidden focusable="false">
      <g
        className="origin-center motion-safe:animate-[spin_12s_linear_infinite]"
        style={{ transformOrigin: '100px 70px' }}
      >
        {Array.from({ length: 12 }, (_, i) => (
          <line
            key={i}
            x1="100"
            y1="70"
            x2="100"
            y2="18"
            className="stroke-amber-400"
            strokeWidth="4"
            strokeLinecap="round"
            transform={`rotate(${i * 30} 100 70)`}
          />
        ))}
      </g>
      <circle cx="100" cy="70" r="30" className="fill-amber-300 stroke-amber-500" strokeWidth="3" />
      {CONFETTI.map((p, i) => (
        <rect
          key={i}
          x={p.x}
          y={p.y}
          width="8"
          height="8"
          rx="2"
          className={`${p.c} motion-safe:animate-bounce`}
          style={{ animationDelay: `${i * 150}ms` }}
        />
      ))}
    </svg>
  );
}
