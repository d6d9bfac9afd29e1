import type { RouteObject } from 'react-router-dom';
import { HomeScreen } from '../features/storefront/home-screen';
import { AppLayout } from '../shared/app-layout';
import { NotFoundScreen } from '../shared/not-found-screen';
import { RouteErrorScreen } from '../shared/route-error-screen';

export const appRoutes: RouteObject[] = [
  {
    element: <AppLayout />,
    errorElement: <RouteErrorScreen />,
    children: [
      { index: true, element: <HomeScreen /> },
      { path: '*', element: <NotFoundScreen /> },
    ],
  },
];
