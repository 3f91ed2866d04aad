import { Outlet } from 'react-router';

/** No chrome at all: printable pages such as receipts. */
export function BareLayout() {
  return (
    <div className="min-h-dvh bg-white">
      <Outlet />
    </div>
  );
}
