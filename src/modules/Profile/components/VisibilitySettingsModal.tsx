import { Checkbox, Flex, Form } from 'antd';

import type { ProfileInfoUpdate, ProfilePermissionSettings, ProfilePermissionsInput } from '@/api/model';
import { FormModal } from '@/components/form/FormModal';

import { AUDIENCE_LABELS, type VisibilityOption } from '../constants';

interface VisibilitySettingsModalProps {
  onClose: () => void;
  title: string;
  options: VisibilityOption[];
  settings: ProfilePermissionSettings;
  save: (update: ProfileInfoUpdate) => Promise<void>;
}

// pages.md §7: the owner's settings modal of a card, one checkbox per audience (all / mentors / students) and part.
export function VisibilitySettingsModal({ title, options, settings, save, onClose }: VisibilitySettingsModalProps) {
  const [form] = Form.useForm<ProfilePermissionsInput>();
  const initialValues = Object.fromEntries(options.map(({ flag }) => [flag, settings[flag]]));
  return (
    <FormModal<ProfilePermissionsInput>
      title={`Who can see: ${title}`}
      name={`visibility-${title.toLowerCase().replace(/\W+/g, '-')}`}
      open
      form={form}
      initialValues={initialValues}
      onSubmit={(values) => save({ permissionsSettings: values })}
      onClose={onClose}
    >
      {options.map(({ flag, label, audiences }) => (
        <fieldset key={flag} style={{ border: 0, padding: 0, margin: '0 0 12px' }}>
          <legend style={{ fontSize: 'inherit', fontWeight: 600, marginBottom: 4 }}>{label}</legend>
          <Flex gap={16} wrap>
            {audiences.map((audience) => (
              <Form.Item key={audience} name={[flag, audience]} valuePropName="checked" noStyle>
                <Checkbox>{AUDIENCE_LABELS[audience]}</Checkbox>
              </Form.Item>
            ))}
          </Flex>
        </fieldset>
      ))}
    </FormModal>
  );
}
