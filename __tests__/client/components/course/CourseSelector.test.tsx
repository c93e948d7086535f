import { fireEvent, screen } from '@testing-library/react';
import { theme } from 'antd';

import { CourseSelector } from '@/components/course/CourseSelector';

import { makeCourse } from '../../../support/client/fixtures';
import { renderWithProviders } from '../../../support/client/render';

const running = makeCourse({ id: 1, name: 'JS/FE 2026' });
const completed = makeCourse({ id: 2, name: 'JS/FE 2025', completed: true });

const option = (label: string) => document.querySelector(`.ant-select-item-option[title="${label}"]`) as HTMLElement;

describe('course selector (pages.md §1)', () => {
  it('lists completed courses last, marked "(Archived)" and greyed', async () => {
    renderWithProviders(<CourseSelector course={running} courses={[completed, running]} onChange={() => undefined} />);
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Select course' }));
    expect(await screen.findByTitle('JS/FE 2025 (Archived)')).toBeInTheDocument();
    const titles = [...document.querySelectorAll('.ant-select-item-option')].map((item) => item.getAttribute('title'));
    expect(titles).toEqual(['JS/FE 2026', 'JS/FE 2025 (Archived)']);
    const { colorTextSecondary } = theme.getDesignToken();
    expect(option('JS/FE 2025 (Archived)')).toHaveStyle({ color: colorTextSecondary });
    expect(option('JS/FE 2026').style.color).toBe('');
  });
});
