import type { TemplateId } from '../data/templates';

/** Hand-drawn miniature of each starter template (320×200), in the spirit of a real screenshot. */
export function TemplateThumbnail({ id }: { id: TemplateId }) {
  return (
    <svg viewBox="0 0 320 200" className="block h-auto w-full" aria-hidden="true" focusable="false">
      <rect width="320" height="200" fill="#fff" />
      {id === 'blank' && <Blank />}
      {id === 'personal' && <Personal />}
      {id === 'agency' && <Agency />}
      {id === 'corporate' && <Corporate />}
    </svg>
  );
}

function Nav({ dark = false }: { dark?: boolean }) {
  const ink = dark ? '#ffffff' : '#18181b';
  const soft = dark ? 'rgba(255,255,255,.45)' : '#d4d4d8';
  return (
    <g>
      <rect x="20" y="16" width="36" height="8" rx="4" fill={ink} />
      <rect x="190" y="18" width="22" height="4" rx="2" fill={soft} />
      <rect x="220" y="18" width="22" height="4" rx="2" fill={soft} />
      <rect x="250" y="18" width="22" height="4" rx="2" fill={soft} />
      <rect x="280" y="14" width="22" height="12" rx="6" fill={dark ? '#fff' : '#4f46e5'} />
    </g>
  );
}

function Blank() {
  return (
    <g>
      <rect x="0" y="0" width="320" height="200" fill="#fafafa" />
      <rect
        x="24"
        y="20"
        width="272"
        height="160"
        rx="10"
        fill="none"
        stroke="#d4d4d8"
        strokeWidth="1.5"
        strokeDasharray="6 6"
      />
      <circle cx="160" cy="92" r="18" fill="#eef2ff" />
      <path d="M160 84v16M152 92h16" stroke="#4f46e5" strokeWidth="2.5" strokeLinecap="round" />
      <rect x="122" y="122" width="76" height="6" rx="3" fill="#d4d4d8" />
      <rect x="136" y="136" width="48" height="5" rx="2.5" fill="#e4e4e7" />
    </g>
  );
}

function Personal() {
  return (
    <g>
      <rect width="320" height="200" fill="#fffbf5" />
      <Nav />
      <circle cx="74" cy="84" r="28" fill="#fde68a" />
      <circle cx="74" cy="78" r="10" fill="#f59e0b" />
      <path d="M56 104c4-12 32-12 36 0" fill="#f59e0b" />
      <rect x="120" y="62" width="150" height="12" rx="6" fill="#18181b" />
      <rect x="120" y="82" width="120" height="6" rx="3" fill="#a1a1aa" />
      <rect x="120" y="94" width="96" height="6" rx="3" fill="#d4d4d8" />
      <rect x="120" y="110" width="54" height="14" rx="7" fill="#18181b" />
      {[20, 120, 220].map((x, index) => (
        <g key={x}>
          <rect x={x} y="142" width="80" height="42" rx="6" fill={['#fef3c7', '#e0f2fe', '#fce7f3'][index]} />
          <rect x={x + 8} y="170" width="40" height="5" rx="2.5" fill="#71717a" />
        </g>
      ))}
    </g>
  );
}

function Agency() {
  return (
    <g>
      <rect width="320" height="200" fill="#0f0f1a" />
      <Nav dark />
      <circle cx="262" cy="96" r="46" fill="#6366f1" opacity=".55" />
      <circle cx="236" cy="120" r="30" fill="#ec4899" opacity=".6" />
      <rect x="20" y="56" width="170" height="14" rx="7" fill="#fff" />
      <rect x="20" y="76" width="130" height="14" rx="7" fill="#fff" />
      <rect x="20" y="100" width="110" height="5" rx="2.5" fill="rgba(255,255,255,.45)" />
      <rect x="20" y="110" width="90" height="5" rx="2.5" fill="rgba(255,255,255,.3)" />
      <rect x="20" y="126" width="60" height="16" rx="8" fill="#a5b4fc" />
      {[20, 96, 172, 248].map((x, index) => (
        <rect
          key={x}
          x={x}
          y="160"
          width="56"
          height="24"
          rx="4"
          fill={['#1e1b4b', '#27272a', '#1e1b4b', '#27272a'][index]}
        />
      ))}
    </g>
  );
}

function Corporate() {
  return (
    <g>
      <rect width="320" height="200" fill="#f8fafc" />
      <rect width="320" height="40" fill="#fff" />
      <Nav />
      <rect x="20" y="58" width="130" height="10" rx="5" fill="#0f172a" />
      <rect x="20" y="74" width="110" height="10" rx="5" fill="#0f172a" />
      <rect x="20" y="94" width="120" height="5" rx="2.5" fill="#94a3b8" />
      <rect x="20" y="104" width="100" height="5" rx="2.5" fill="#cbd5e1" />
      <rect x="20" y="118" width="50" height="14" rx="4" fill="#0369a1" />
      <rect x="76" y="118" width="50" height="14" rx="4" fill="none" stroke="#94a3b8" />
      <rect x="170" y="52" width="130" height="90" rx="8" fill="#e0f2fe" />
      <path d="M170 122l34-30 26 22 18-14 52 42v0a8 8 0 0 1-8 0H178a8 8 0 0 1-8-8Z" fill="#7dd3fc" />
      <circle cx="268" cy="76" r="10" fill="#fde68a" />
      <rect x="0" y="156" width="320" height="44" fill="#fff" />
      {[28, 92, 156, 220, 284].map((x) => (
        <rect key={x} x={x - 4} y="174" width="40" height="8" rx="4" fill="#cbd5e1" />
      ))}
    </g>
  );
}
