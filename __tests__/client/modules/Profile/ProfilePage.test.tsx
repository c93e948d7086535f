import { screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';

import type { ProfileInfo } from '@/api/model';
import { ProfilePage } from '@/modules/Profile';

import { API } from '../../../support/client/fixtures';
import { renderWithProviders } from '../../../support/client/render';
import { server } from '../../../support/client/server';

const emptyContacts = {
  epamEmail: null,
  email: null,
  telegram: null,
  phone: null,
  skype: null,
  whatsApp: null,
  notes: null,
  linkedIn: null,
};

function serve(profile: ProfileInfo) {
  server.use(http.get(`${API}/api/profile/info`, () => HttpResponse.json(profile)));
}

describe('ProfilePage', () => {
  it('shows name, GitHub link, location and the filled contacts only', async () => {
    serve({
      generalInfo: { githubId: 'jane-doe', name: 'Jane Doe', cityName: 'Minsk', countryName: 'Belarus' },
      contacts: { ...emptyContacts, email: 'jane@example.com', telegram: '@jane' },
    });
    renderWithProviders(<ProfilePage />);
    expect(await screen.findByRole('heading', { name: 'Jane Doe' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /jane-doe/ })).toHaveAttribute('href', 'https://github.com/jane-doe');
    expect(screen.getByText('Minsk, Belarus')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'jane@example.com' })).toHaveAttribute('href', 'mailto:jane@example.com');
    expect(screen.getByRole('link', { name: '@jane' })).toHaveAttribute('href', 'https://t.me/jane');
    expect(screen.queryByText('Phone')).not.toBeInTheDocument();
  });

  it('shows an empty state when no contact is filled in', async () => {
    serve({ generalInfo: { githubId: 'new-user', name: '' }, contacts: emptyContacts });
    renderWithProviders(<ProfilePage />);
    expect(await screen.findByRole('heading', { name: 'new-user' })).toBeInTheDocument();
    expect(screen.getByText('No contacts yet')).toBeInTheDocument();
    expect(screen.queryByText('Location')).not.toBeInTheDocument();
  });
});
