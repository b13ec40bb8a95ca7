import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, useLocation } from 'react-router';
import { createQueryClient } from '../src/lib/data-layer';
import { theme } from '../src/app/theme';
import { NotificationsContainer } from '../src/components/notifications-container';
import i18n from '../src/lib/i18n';

/** Shows the router's current path so tests can assert where a user ended up. */
export function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname}</output>;
}

/** Renders UI with the app's real providers inside a memory router at `route`. */
export function renderWithApp(ui: ReactNode, { route = '/' }: { route?: string } = {}) {
  return render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider theme={theme}>
        <NotificationsContainer />
        <QueryClientProvider client={createQueryClient()}>
          <MemoryRouter initialEntries={[route]}>
            {ui}
            <LocationProbe />
          </MemoryRouter>
        </QueryClientProvider>
      </MantineProvider>
    </I18nextProvider>,
  );
}
