import { buildLoginRedirect, safeReturnUrl } from '@/hooks/login-url';
import { GENERIC_ERROR_TEXT, problemDetail } from '@/hooks/problem';
import { AxiosError, AxiosHeaders } from 'axios';

describe('login redirect (pages.md §0.1)', () => {
  it('encodes the path and query into ?url=', () => {
    expect(buildLoginRedirect('/course/score?course=js&x=1')).toBe(
      '/login?url=%2Fcourse%2Fscore%3Fcourse%3Djs%26x%3D1',
    );
    expect(buildLoginRedirect('')).toBe('/login?url=%2F');
  });

  it('accepts only same-origin relative return targets', () => {
    expect(safeReturnUrl('/course/score?course=js')).toBe('/course/score?course=js');
    expect(safeReturnUrl('//evil.example')).toBe('/');
    expect(safeReturnUrl('/\\evil.example')).toBe('/');
    expect(safeReturnUrl('https://evil.example')).toBe('/');
    expect(safeReturnUrl('/\t/evil.example')).toBe('/');
    expect(safeReturnUrl('/\n/evil.example')).toBe('/');
    expect(safeReturnUrl(undefined)).toBe('/');
  });
});

describe('problemDetail (pages.md §0.3 Errors)', () => {
  function axiosError(data: unknown, status = 400) {
    const headers = new AxiosHeaders();
    return new AxiosError('failed', 'ERR', undefined, undefined, {
      data,
      status,
      statusText: '',
      headers,
      config: { headers },
    });
  }

  it('shows the problem detail', () => {
    expect(problemDetail(axiosError({ detail: 'Course not found' }, 404))).toBe('Course not found');
  });

  it('falls back to the generic text', () => {
    expect(problemDetail(axiosError('<html>', 502))).toBe(GENERIC_ERROR_TEXT);
    expect(problemDetail(new Error('boom'))).toBe('An error occurred. Please try later.');
  });
});
