import { createBrowserRouter, Navigate } from 'react-router';

import { AdminLayout } from './components/admin-layout';
import { RequireSeller } from './components/require-seller';
import { DiscountEditorPage } from './pages/discount-editor-page';
import { DiscountsPage } from './pages/discounts-page';
import { LoginPage } from './pages/login-page';
import { OrderPage } from './pages/order-page';
import { OrdersPage } from './pages/orders-page';
import { PayoutsPage } from './pages/payouts-page';
import { ProductEditorPage } from './pages/product-editor-page';
import { ProductsPage } from './pages/products-page';
import { ResetPasswordPage } from './pages/reset-password-page';
import { SettingsPage } from './pages/settings-page';
import { SummaryPage } from './pages/summary-page';
import { TaxShippingPage } from './pages/tax-shipping-page';

export const sellerRouter = createBrowserRouter([
  { path: '/login', element: <LoginPage /> },
  { path: '/reset-password/:token', element: <ResetPasswordPage /> },
  {
    path: '/admin',
    element: (
      <RequireSeller>
        <AdminLayout />
      </RequireSeller>
    ),
    children: [
      { index: true, element: <SummaryPage /> },
      { path: 'products', element: <ProductsPage /> },
      { path: 'products/new', element: <ProductEditorPage /> },
      { path: 'products/:uuid', element: <ProductEditorPage /> },
      { path: 'orders', element: <OrdersPage /> },
      { path: 'orders/:uuid', element: <OrderPage /> },
      { path: 'discounts', element: <DiscountsPage /> },
      { path: 'discounts/new', element: <DiscountEditorPage /> },
      { path: 'discounts/:uuid', element: <DiscountEditorPage /> },
      { path: 'payouts', element: <PayoutsPage /> },
      { path: 'settings', element: <SettingsPage /> },
      { path: 'tax-shipping', element: <TaxShippingPage /> },
    ],
  },
  { path: '*', element: <Navigate to="/admin" replace /> },
]);
