import { ChevronRight } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';

/** Which sections are open, kept while the builder is open so choosing another element keeps the same ones open. */
const openSections = new Set<string>(['Typography', 'Spacing']);

/**
 * A collapsible group of the style panel. A closed group renders none of its fields, so a selection only costs the
 * groups someone has open.
 */
export function StyleSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  const [isOpen, setOpen] = useState(() => openSections.has(title));
  const toggle = () => {
    if (isOpen) openSections.delete(title);
    else openSections.add(title);
    setOpen(!isOpen);
  };
  return (
    <section className="border-t border-zinc-100">
      <h3>
        <button
          type="button"
          onClick={toggle}
          aria-expanded={isOpen}
          aria-controls={id}
          className="flex w-full items-center gap-1 px-3 py-2 text-left text-xs font-semibold text-zinc-800 hover:bg-zinc-50 focus-visible:outline-2 focus-visible:outline-accent-500"
        >
          <ChevronRight
            className={`size-3.5 text-zinc-400 transition-transform ${isOpen ? 'rotate-90' : ''}`}
            aria-hidden="true"
          />
          {title}
        </button>
      </h3>
      {isOpen && (
        <div id={id} className="flex flex-col gap-2.5 px-3 pt-0.5 pb-3">
          {children}
        </div>
      )}
    </section>
  );
}

/** Two fields side by side. */
export function FieldPair({ children }: { children: ReactNode }) {
  return <div className="grid grid-cols-2 gap-2">{children}</div>;
}
