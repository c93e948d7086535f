import { render, screen } from '@testing-library/react';

import { WelcomeCard } from '@/components/guard/WelcomeCard';

describe('WelcomeCard (pages.md §0.2, product-spec §2)', () => {
  it('shows the info message, a 240x240 image with alt text and the three links', () => {
    render(<WelcomeCard />);
    expect(screen.getByText('Welcome to RS School App! Please register to continue')).toBeInTheDocument();
    const image = screen.getByRole('img', { name: 'A student and a mentor welcoming you' });
    expect(image).toHaveAttribute('width', '240');
    expect(image).toHaveAttribute('height', '240');
    expect(image).toHaveAttribute('src', '/images/welcome.svg');
    expect(screen.getByRole('link', { name: 'Register as a student' })).toHaveAttribute('href', '/registry/student');
    expect(screen.getByRole('link', { name: 'Register as a mentor' })).toHaveAttribute('href', '/registry/mentor');
    expect(screen.getByRole('link', { name: 'Log in with another GitHub account' })).toHaveAttribute('href', '/login');
  });
});
