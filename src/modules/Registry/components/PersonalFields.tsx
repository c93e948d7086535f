import { Form, Input } from 'antd';

import { LATIN_NAME } from '../constants';

// pages.md §6: both registration forms ask the same personal data (R14.2), with the same rules.
export const nameRules = (label: string) => [
  { required: true, whitespace: true, message: `Please enter your ${label}` },
  { pattern: LATIN_NAME, message: `${label} must be in Latin letters (A–Z; spaces, hyphens and apostrophes allowed)` },
  { max: 100, message: `${label} must be at most 100 characters` },
];

export const emailRules = [
  { type: 'email' as const, message: 'Please enter a valid e-mail address' },
  { max: 320, message: 'The e-mail address must be at most 320 characters' },
];

export const half = { flex: '1 1 240px', minWidth: 0 };

// Name, location and primary e-mail; the caller places them in its own card.
export function PersonalFields() {
  return (
    <>
      <Form.Item name="firstName" label="First name" rules={nameRules('First name')} style={half}>
        <Input autoComplete="given-name" />
      </Form.Item>
      <Form.Item name="lastName" label="Last name" rules={nameRules('Last name')} style={half}>
        <Input autoComplete="family-name" />
      </Form.Item>
      <Form.Item name="countryName" label="Country" rules={[{ max: 100 }]} style={half}>
        <Input autoComplete="country-name" />
      </Form.Item>
      <Form.Item name="cityName" label="City" rules={[{ max: 100 }]} style={half}>
        <Input autoComplete="address-level2" />
      </Form.Item>
      <Form.Item
        name="primaryEmail"
        label="Primary e-mail"
        rules={[{ required: true, whitespace: true, message: 'Please enter your e-mail address' }, ...emailRules]}
        style={half}
      >
        <Input type="email" autoComplete="email" />
      </Form.Item>
    </>
  );
}
