import { render, screen } from '@testing-library/react';

import { ForbiddenPage, NotFoundPage, ServerErrorPage } from '@/modules/Results';

describe('result pages (pages.md §0.3)', () => {
  it.each([
    [NotFoundPage, 'Sorry, the page you visited does not exist.'],
    [ServerErrorPage, 'Sorry, something went wrong.'],
    [ForbiddenPage, 'Sorry, you are not authorized to access this page.'],
  ])('shows its text and Back Home', (Page, text) => {
    render(<Page />);
    expect(screen.getByText(text)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back Home' })).toHaveAttribute('href', '/');
  });
});
